import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '../../../../core/contracts/social-sign-in';
import { LockIcon } from '../../../components/icons';
import { ProviderIcon } from '../../../components/social-sign-in/provider-icons';
import { SocialLinkNotice } from '../../../components/social-sign-in/social-link-notice';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { buttonClass } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { linkProviderHref, signInMethodsOptions, useUnlinkProvider } from '../api/account-api';
import type { FormResult } from '../lib/use-account-form';

const RESULT_TONES = {
  success: 'border-brand-700 bg-brand-50 text-brand-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
  error: 'border-red-700 bg-red-50 text-red-900',
} as const;

const rowClass = 'flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3';
/** Icons of different widths in one column, so the names line up. */
const iconBox = 'flex w-5 shrink-0 justify-center text-slate-700';

/**
 * Sign-in methods (issue 12): the password and each configured provider, linked or not. "Link" leaves for
 * the provider (and comes back to the account page); "Unlink" asks first, and the server refuses to remove
 * the last way in. Hidden where no provider is configured.
 */
export function SignInMethods() {
  const { t } = useTranslation('social');
  const locale = useLocale();
  const { pathname } = useLocation();
  const methods = useQuery(signInMethodsOptions());
  const unlink = useUnlinkProvider(locale);
  const [asking, setAsking] = useState<SocialProvider | null>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The question has no trigger of its own: focus goes back to the button that asked, or (once that is gone
  // with the unlinked provider) to the section's heading.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (asking !== null || !opener.current) return;
    const back = opener.current;
    opener.current = null;
    const timer = setTimeout(() =>
      (back.isConnected && !(back as HTMLButtonElement).disabled ? back : headingRef.current)?.focus(),
    );
    return () => clearTimeout(timer);
  }, [asking]);

  if (methods.isPending) return null;
  if (methods.isError) {
    return (
      <div className="mt-12" data-testid="sign-in-methods">
        <Notice tone="error">
          <p>{t('methods.loadError')}</p>
          <Button variant="text" className="mt-2" onClick={() => void methods.refetch()}>
            {t('methods.retry')}
          </Button>
        </Notice>
      </div>
    );
  }
  const { hasPassword, providers } = methods.data;
  if (providers.length === 0) return null;

  function remove(provider: SocialProvider) {
    setResult(null);
    unlink.mutate(provider, {
      onSuccess: (answer) => setResult({ status: 'success', message: answer.message }),
      onError: (error) =>
        setResult({
          status: 'error',
          message:
            error instanceof ApiError && error.code !== 'http_error'
              ? error.message
              : t(error instanceof TypeError ? 'errors:network' : 'errors:unknownError'),
        }),
    });
  }

  const asked = asking ? SOCIAL_PROVIDER_NAMES[asking] : '';

  return (
    <section
      aria-labelledby="sign-in-methods-title"
      className="mt-12 border-t border-slate-200 pt-8"
      data-testid="sign-in-methods"
    >
      <h2
        ref={headingRef}
        tabIndex={-1}
        id="sign-in-methods-title"
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        {t('methods.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('methods.lead')}</p>
      {/* A link started here comes back here with ?social=: how it went. */}
      <div className="mt-4 empty:hidden">
        <SocialLinkNotice />
      </div>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        <li className={rowClass} data-method="password">
          <span className={iconBox}>
            <LockIcon width={20} height={20} aria-hidden />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-slate-900">{t('methods.password')}</span>
            <span className="block text-sm text-slate-600">
              {hasPassword ? t('methods.passwordSet') : t('methods.passwordNotSet')}
            </span>
          </span>
        </li>
        {providers.map(({ provider, linked }) => {
          const name = SOCIAL_PROVIDER_NAMES[provider];
          const busy = unlink.isPending && unlink.variables === provider;
          return (
            <li key={provider} className={rowClass} data-method={provider} data-linked={linked}>
              <span className={iconBox}>
                <ProviderIcon provider={provider} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{name}</span>
                <span className={`block text-sm ${linked ? 'text-brand-800' : 'text-slate-600'}`}>
                  {linked ? t('methods.linked') : t('methods.notLinked')}
                </span>
              </span>
              {linked ? (
                <Button
                  variant="secondary"
                  busy={busy}
                  aria-label={t('methods.unlinkLabel', { provider: name })}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setAsking(provider);
                  }}
                >
                  {busy ? t('methods.unlinking') : t('methods.unlink')}
                </Button>
              ) : (
                <a
                  href={linkProviderHref(provider, pathname)}
                  className={buttonClass('secondary')}
                  aria-label={t('methods.linkLabel', { provider: name })}
                >
                  {t('methods.link')}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <div
        role="status"
        aria-live="polite"
        aria-atomic
        className="mt-4 empty:hidden"
        data-testid="sign-in-methods-status"
      >
        {result && (
          <p
            className={`rounded-md border-l-4 px-4 py-3 text-sm font-medium ${RESULT_TONES[result.status]}`}
            data-status={result.status}
          >
            {result.message}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('methods.confirmTitle', { provider: asked })}
        description={t('methods.confirmText', { provider: asked })}
        confirmLabel={t('methods.confirm')}
        onConfirm={() => {
          if (asking) remove(asking);
        }}
        testId="unlink-dialog"
      />
    </section>
  );
}
