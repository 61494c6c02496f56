import type { TFunction } from 'i18next';

/** What a crashed page shows instead of a blank screen: the spec's global error text and a way out. */
export function ErrorFallback({ t }: { t: TFunction }) {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="error-fallback">
      <h1 className="text-2xl font-bold">{t('shell:errorPage.title')}</h1>
      <p className="mt-3 text-slate-700">{t('common:errors.generic')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900"
      >
        {t('common:errors.reload')}
      </button>
    </section>
  );
}
