import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EMAIL_NOTICES, type EmailNotice } from '../../../core/contracts/account';
import { Notice, type NoticeTone } from '../ui/notice';

export function isEmailNotice(value: string | null): value is EmailNotice {
  return value !== null && (EMAIL_NOTICES as readonly string[]).includes(value);
}

/** `?email=` after a confirmation link was opened: on the account page, or the login page (another browser). */
export function useEmailNotice(): EmailNotice | null {
  const [params] = useSearchParams();
  const notice = params.get('email');
  return isEmailNotice(notice) ? notice : null;
}

const TONES: Record<EmailNotice, NoticeTone> = {
  verified: 'success',
  changed: 'success',
  taken: 'error',
  expired: 'warning',
};

/**
 * How opening a confirmation link went (issue 12 A1, A9): the address is confirmed, the new address took
 * effect, another account took the new address meanwhile, or the link was used or too old. The login page
 * says it to someone who is not signed in here, so its texts ask them to sign in.
 */
export function EmailLinkNotice({ place }: { place: 'account' | 'login' }) {
  const { t } = useTranslation('account');
  const notice = useEmailNotice();
  if (!notice) return null;
  return (
    <Notice tone={TONES[notice]} testId="email-link-notice">
      {t(`emailNotice.${place}.${notice}`)}
    </Notice>
  );
}
