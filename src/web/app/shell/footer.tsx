import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { FeedbackButton } from '../../features/feedback/components/feedback-button';

const FOOTER_LINK = 'underline hover:text-brand-800';

/** The footer on every page: the brand line, the data sources, and the feedback button (TOAST-05). */
export function Footer({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm text-slate-700 md:flex-row md:justify-between">
        <p>
          © {new Date().getFullYear()} {t('common:brand')} · {t('footer.tagline')}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to={pageHref('aboutData', locale)} className={FOOTER_LINK}>
            {t('footer.aboutData')}
          </Link>
          {/* Only the button is in every page's first download; the dialog loads on the first press. */}
          <FeedbackButton className={`${FOOTER_LINK} cursor-pointer`} />
        </div>
      </div>
    </footer>
  );
}
