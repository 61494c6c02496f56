import { useTranslation } from 'react-i18next';
import { SocialButtons } from '../../../components/social-sign-in/social-buttons';
import { appConfig } from '../../../lib/app-config';

/**
 * REG-21/22, LOGIN-18: "or" and the social sign-in/sign-up buttons (Google, GitHub, X) — only the providers
 * the operator configured; nothing at all when there are none.
 */
export function SocialArea() {
  const { t } = useTranslation('auth');
  if (appConfig.socialProviders.length === 0) return null;
  return (
    <div className="mt-6 space-y-4" data-testid="social-area">
      <p className="flex items-center gap-3 text-sm text-slate-600" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        {t('social.separator')}
        <span className="h-px flex-1 bg-slate-200" />
      </p>
      <SocialButtons />
    </div>
  );
}
