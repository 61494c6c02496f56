import { useTranslation } from 'react-i18next';
import { ProPackagesSection } from '../../../components/pro-packages/pro-packages-section';

/** The professional packages' page (issue 18 A5): what the pro role gives, then the pricing cards. */
export function ProPackagesPage() {
  const { t } = useTranslation('proPackages');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
          {t('page.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{t('page.lead')}</p>
      </header>
      <ProPackagesSection title={t('page.choose')} />
    </div>
  );
}
