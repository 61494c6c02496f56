import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../core/routes';
import { ApiError, apiClient } from '../../lib/api-client';
import { setEmailVerified } from '../../lib/email-verification';
import { useCurrentUser } from '../../lib/session';
import { useLocale } from '../../lib/use-locale';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/button';

type ResendResult = { tone: 'success' | 'error'; message: string };

const RESULT_TONES = {
  success: 'border-brand-700 bg-white text-brand-900',
  error: 'border-red-700 bg-white text-red-900',
} as const;

/**
 * "Please confirm your e-mail address" (issue 12 A1): saving plans, shopping and chatting wait for a
 * confirmed address. The member can have the link sent again; the answer (or the hourly limit) is read out
 * in a polite live region. `children` adds what the place needs to say (e.g. that the plan is kept).
 */
export function EmailVerificationNotice({
  children,
  testId = 'email-verification-notice',
  takeFocus = false,
}: {
  children?: ReactNode;
  testId?: string;
  /** Move the focus here when it appears (it answers an action, such as pressing "Save"), so it is read out. */
  takeFocus?: boolean;
}) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const user = useCurrentUser();
  const titleId = useId();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ResendResult | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) sectionRef.current?.focus();
  }, [takeFocus]);
  if (!user) return null;

  async function resend() {
    setSending(true);
    setResult(null);
    try {
      const answer = await apiClient.call(api.account_email_verification, { query: { _locale: locale } });
      if (answer.status === 'alreadyVerified') {
        // Confirmed meanwhile (another tab): the notice goes away, the answer stays on screen a moment.
        toast.success(answer.message);
        setEmailVerified(true);
        return;
      }
      setResult({ tone: 'success', message: answer.message });
    } catch (error) {
      const message =
        error instanceof ApiError && error.code !== 'http_error'
          ? error.message
          : t(error instanceof TypeError ? 'errors:network' : 'errors:unknownError');
      setResult({ tone: 'error', message });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-amber-600"
      data-testid={testId}
    >
      <p id={titleId} className="text-base font-semibold">
        {t('emailVerification.title')}
      </p>
      <p>{t('emailVerification.text', { email: user.email })}</p>
      {children}
      <p className="text-amber-900">{t('emailVerification.spam')}</p>
      <Button variant="secondary" busy={sending} className="w-full sm:w-auto" onClick={() => void resend()}>
        {sending ? t('emailVerification.sending') : t('emailVerification.resend')}
      </Button>
      <div
        role="status"
        aria-live="polite"
        aria-atomic
        className="empty:hidden"
        data-testid={`${testId}-status`}
      >
        {result && (
          <p
            className={`rounded-md border-l-4 px-3 py-2 font-medium ${RESULT_TONES[result.tone]}`}
            data-status={result.tone}
          >
            {result.message}
          </p>
        )}
      </div>
    </section>
  );
}
