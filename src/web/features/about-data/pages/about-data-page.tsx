import { useTranslation } from 'react-i18next';

const DATASETS = ['usda', 'off', 'exercises', 'met', 'geonames', 'mobilenet'] as const;

/** The attributions our data sources ask for (data/README.md). */
export function AboutDataPage() {
  const { t } = useTranslation('aboutData');
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-3 text-slate-700">{t('lead')}</p>
      <ul className="mt-8 space-y-4" data-testid="datasets">
        {DATASETS.map((id) => (
          <li key={id} className="rounded-xl border border-slate-200 p-5">
            <h2 className="text-lg font-semibold">{t(`sets.${id}.name`)}</h2>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-slate-600">{t('columns.usedFor')}</dt>
              <dd>{t(`sets.${id}.usedFor`)}</dd>
              <dt className="font-medium text-slate-600">{t('columns.licence')}</dt>
              <dd>{t(`sets.${id}.licence`)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
