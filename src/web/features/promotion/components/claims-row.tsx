import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { HeadsetIcon, PadlockIcon, ShieldIcon } from '../../../components/icons';

const CLAIMS: ReadonlyArray<{
  key: 'guarantee' | 'support' | 'payments';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  { key: 'guarantee', Icon: ShieldIcon },
  { key: 'support', Icon: HeadsetIcon },
  { key: 'payments', Icon: PadlockIcon },
];

/** PROMO-03: the marketing claims – 30-day satisfaction guarantee, expert support 7 days a week, secure payments. */
export function ClaimsRow() {
  const { t } = useTranslation('promotionPage');
  return (
    <ul
      aria-label={t('claims.label')}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-8"
      data-testid="promotion-claims"
    >
      {CLAIMS.map(({ key, Icon }) => (
        <li key={key} className="flex items-center gap-2 font-medium text-slate-800" data-claim={key}>
          <Icon className="h-5 w-5 shrink-0 text-brand-700" />
          {t(`claims.${key}`)}
        </li>
      ))}
    </ul>
  );
}
