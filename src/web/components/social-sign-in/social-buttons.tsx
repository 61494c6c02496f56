import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSocialProvider, SOCIAL_PROVIDER_NAMES } from '../../../core/contracts/social-sign-in';
import { api, apiHref, isLocalPath, pageHref } from '../../../core/routes';
import { appConfig } from '../../lib/app-config';
import { useLocale } from '../../lib/use-locale';
import { ProviderIcon } from './provider-icons';

/**
 * "Continue with Google / GitHub / X" (REG-21, LOGIN-18): one button per configured provider, none when
 * none is configured. Each is a plain link: the browser leaves for the provider's authorization page and
 * comes back signed in, to `?next=` of the current page or else the account page.
 */
export function SocialButtons() {
  const { t } = useTranslation('social');
  const locale = useLocale();
  const { search } = useLocation();
  const providers = appConfig.socialProviders.filter(isSocialProvider);
  if (providers.length === 0) return null;
  const asked = new URLSearchParams(search).get('next');
  const next = isLocalPath(asked) ? asked : pageHref('account', locale);
  return (
    <ul aria-label={t('buttons.label')} className="grid gap-2">
      {providers.map((provider) => (
        <li key={provider}>
          <a
            href={apiHref(api.oauth_start, { provider }, { next })}
            className="flex w-full items-center justify-center gap-3 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
          >
            <ProviderIcon provider={provider} className="shrink-0" />
            {t('buttons.continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
          </a>
        </li>
      ))}
    </ul>
  );
}
