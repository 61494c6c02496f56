import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref, pages } from '../../../../core/routes';
import { FormMessage } from './auth-layout';

const primary =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800';
const secondary =
  'inline-flex items-center justify-center rounded-md border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50';

/**
 * REG-20: the completion view. The new account is signed in, so the links load whole pages: the next page
 * gets the fresh session from the server. The diet-template link appears once that page is live.
 */
export function RegisterComplete({ locale, accountUrl, next }: { locale: Locale; accountUrl: string; next?: string | undefined }) {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-5" data-testid="register-complete">
      <FormMessage tone="success">{t('register.complete.text')}</FormMessage>
      <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {next && (
          <li>
            <a href={next} className={`${primary} w-full sm:w-auto`}>
              {t('register.complete.continue')}
            </a>
          </li>
        )}
        {pages.dietTemplates.live && (
          <li>
            <a href={pageHref('dietTemplates', locale)} className={`${primary} w-full sm:w-auto`}>
              {t('register.complete.dietTemplates')}
            </a>
          </li>
        )}
        <li>
          <a href={accountUrl} className={`${pages.dietTemplates.live ? secondary : primary} w-full sm:w-auto`}>
            {t('register.complete.account')}
          </a>
        </li>
        <li>
          <a href={pageHref('home', locale)} className={`${secondary} w-full sm:w-auto`}>
            {t('register.complete.home')}
          </a>
        </li>
      </ul>
    </div>
  );
}
