import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { livePagePath } from '../../../core/domain/account-menu';
import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { UserIcon } from '../../components/icons';

/** B §2 / HDR-19: a guest sees a login link, a register button and the call-to-action to diet templates. */
export function GuestLinks({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const dietTemplates = livePagePath('dietTemplates', locale);
  return (
    <div className="flex items-center gap-1" data-testid="guest-links">
      {dietTemplates && (
        <Link
          to={dietTemplates}
          className="hidden rounded-md px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 xl:block"
        >
          {t('account.dietTemplates')}
        </Link>
      )}
      <Link
        to={pageHref('login', locale)}
        className="flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 md:px-3"
        data-testid="login-link"
      >
        <UserIcon className="md:hidden" />
        <span className="sr-only md:not-sr-only">{t('account.login')}</span>
      </Link>
      <Link
        to={pageHref('register', locale)}
        className="hidden rounded-md bg-brand-800 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-900 md:block"
      >
        {t('account.register')}
      </Link>
    </div>
  );
}
