import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartIcon, CheckListIcon, PeopleIcon, SparkIcon } from '../../../components/icons';

type HighlightKey = 'generators' | 'data' | 'allergens' | 'specialists';

const HIGHLIGHTS: ReadonlyArray<{ key: HighlightKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { key: 'generators', Icon: SparkIcon },
  { key: 'data', Icon: ChartIcon },
  { key: 'allergens', Icon: CheckListIcon },
  { key: 'specialists', Icon: PeopleIcon },
];

/** PROMO-04: what a member gets with Nutrio, in four cards. */
export function Highlights() {
  const { t } = useTranslation('promotionPage');
  return (
    <section
      aria-labelledby="promotion-highlights-heading"
      className="mx-auto max-w-7xl px-4 py-12"
      data-testid="promotion-highlights"
    >
      <h2 id="promotion-highlights-heading" className="text-2xl font-bold text-slate-900">
        {t('highlights.heading')}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {HIGHLIGHTS.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-800">
              <Icon />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`highlights.${key}.title`)}</h3>
            <p className="mt-2 text-slate-700">{t(`highlights.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
