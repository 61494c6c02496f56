import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageHref } from '../../core/routes';
import { useLocale } from '../lib/use-locale';

/** B §2: '404' with a message and a link back home. The server sends it with HTTP 404. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      data-testid="not-found"
    >
      <p className="text-7xl font-extrabold text-brand-800" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-2xl font-bold">
        <span className="sr-only">{t('notFound.code')} – </span>
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-slate-700">{t('notFound.message')}</p>
      <Link
        to={pageHref('home', locale)}
        className="mt-8 rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
