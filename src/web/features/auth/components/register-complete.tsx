import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref, pages } from '../../../../core/routes';
import { Notice } from '../../../components/ui/notice';
import { buttonClass } from '../../../components/ui/styles';

const primary = `${buttonClass('primary')} w-full sm:w-auto`;
const secondary = `${buttonClass('secondary')} w-full sm:w-auto`;

/**
 * REG-20: the completion view, and where the confirmation link went. The new account is signed in, so the links load whole pages: the next page
 * gets the fresh session from the server. The diet-template link appears once that page is live.
 */
export function RegisterComplete({
  locale,
  accountUrl,
  next,
  email,
}: {
  locale: Locale;
  accountUrl: string;
  next?: string | undefined;
  /** The new account's address, which the confirmation link went to (issue 12 A1). */
  email: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-5" data-testid="register-complete">
      <Notice tone="success">{t('register.complete.text')}</Notice>
      <p className="text-slate-800" data-testid="register-confirm">
        {t('register.complete.confirm', { email })}
      </p>
      <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {next && (
          <li>
            <a href={next} className={primary}>
              {t('register.complete.continue')}
            </a>
          </li>
        )}
        {pages.dietTemplates.live && (
          <li>
            <a href={pageHref('dietTemplates', locale)} className={primary}>
              {t('register.complete.dietTemplates')}
            </a>
          </li>
        )}
        <li>
          <a href={accountUrl} className={pages.dietTemplates.live ? secondary : primary}>
            {t('register.complete.account')}
          </a>
        </li>
        <li>
          <a href={pageHref('home', locale)} className={secondary}>
            {t('register.complete.home')}
          </a>
        </li>
      </ul>
    </div>
  );
}
