import { useTranslation } from 'react-i18next';

const FEATURES = ['recognize', 'portion', 'nutrition'] as const;

const ICONS: Record<(typeof FEATURES)[number], string> = {
  recognize:
    'M4 8V6a2 2 0 0 1 2-2h2M16 4h2a2 2 0 0 1 2 2v2M20 16v2a2 2 0 0 1-2 2h-2M8 20H6a2 2 0 0 1-2-2v-2M9 12a3 3 0 1 0 6 0 3 3 0 0 0-6 0',
  portion: 'M5 20h14M7 20l1.5-9h7L17 20M12 11V7M9 4h6',
  nutrition: 'M5 20V10M10 20V4M15 20v-7M20 20v-11',
};

/** IMG-03: the three feature cards under the hero. */
export function FeatureCards() {
  const { t } = useTranslation('imageToKcal');
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-3" data-testid="feature-cards">
      {FEATURES.map((feature) => (
        <li
          key={feature}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="feature-card"
        >
          <svg
            width="28"
            height="28"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            className="text-brand-800"
          >
            <path d={ICONS[feature]} />
          </svg>
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{t(`features.${feature}.title`)}</h2>
          <p className="mt-1 text-slate-700">{t(`features.${feature}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
