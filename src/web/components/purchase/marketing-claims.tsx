import { useTranslation } from 'react-i18next';

const CLAIMS = ['guarantee', 'support', 'securePayments'] as const;

/** PROMO-03: what buying from us promises — a 30-day satisfaction guarantee, expert support every day, safe payment. */
export function MarketingClaims() {
  const { t } = useTranslation('shell');
  return (
    <ul className="grid gap-3 sm:grid-cols-3" data-testid="marketing-claims" aria-label={t('claims.title')}>
      {CLAIMS.map((claim) => (
        <li key={claim} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">{t(`claims.${claim}.title`)}</p>
          <p className="text-sm text-slate-700">{t(`claims.${claim}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
