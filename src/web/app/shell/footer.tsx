import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';

export function Footer({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm text-slate-700 md:flex-row md:justify-between">
        <p>
          © {new Date().getFullYear()} {t('common:brand')} · {t('footer.tagline')}
        </p>
        <Link to={pageHref('aboutData', locale)} className="underline hover:text-brand-800">
          {t('footer.aboutData')}
        </Link>
      </div>
    </footer>
  );
}
