import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LINK_NOTICES, type LinkNotice } from '../../../core/contracts/social-sign-in';
import { Notice } from '../ui/notice';

function isLinkNotice(value: string | null): value is LinkNotice {
  return value !== null && (LINK_NOTICES as readonly string[]).includes(value);
}

/**
 * How linking a provider from the account went, from `?social=` of the account page: linked, that provider
 * account belongs to another member (`taken`), or the round trip failed. Renders nothing otherwise.
 */
export function SocialLinkNotice() {
  const { t } = useTranslation('social');
  const [params] = useSearchParams();
  const notice = params.get('social');
  if (!isLinkNotice(notice)) return null;
  return (
    <Notice tone={notice === 'linked' ? 'success' : 'error'} testId="social-link-notice">
      {t(`link.${notice}`)}
    </Notice>
  );
}
