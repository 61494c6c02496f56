import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SOCIAL_NOTICES, type SocialNotice } from '../../../core/contracts/social-sign-in';

function isNotice(value: string | null): value is SocialNotice {
  return value !== null && (SOCIAL_NOTICES as readonly string[]).includes(value);
}

/**
 * Why a social sign-in did not finish, from `?social=` of the login page: the provider step failed
 * (`failed`), the confirmation link was used or too old (`expired`), or it was opened in another browser
 * (`device`). Renders nothing otherwise.
 */
export function SocialSignInNotice() {
  const { t } = useTranslation('social');
  const [params] = useSearchParams();
  const notice = params.get('social');
  if (!isNotice(notice)) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {t(`notice.${notice}`)}
    </p>
  );
}
