import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { buttonClass, cardClass } from '../../components/ui/styles';

/** PGEN-05: pages of saved diets ask a guest to log in (and come back here afterwards). */
export function LoginPrompt({ locale, nextPath, text }: { locale: Locale; nextPath: string; text: string }) {
  return (
    <div className={`${cardClass} max-w-xl`} data-testid="login-prompt">
      <p className="text-slate-800">{text}</p>
      <LoginLinks locale={locale} nextPath={nextPath} />
    </div>
  );
}

/** "Sign in" and "Create account", both bringing the user back to `nextPath`. */
export function LoginLinks({ locale, nextPath }: { locale: Locale; nextPath: string }) {
  const { t } = useTranslation('planner');
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row">
      <a href={pageHref('login', locale, {}, { next: nextPath })} className={buttonClass('primary')}>
        {t('login.signIn')}
      </a>
      <a href={pageHref('register', locale, {}, { next: nextPath })} className={buttonClass('secondary')}>
        {t('login.register')}
      </a>
    </div>
  );
}
