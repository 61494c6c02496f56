import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { CheckUsernameRequest, LoginFailure, LoginRequest } from '../../../../core/contracts/auth';
import { pageHref } from '../../../../core/routes';
import { AltchaField } from '../../../components/captcha/altcha-field';
import { SocialSignInNotice } from '../../../components/social-sign-in/social-sign-in-notice';
import { EmailLinkNotice } from '../../../components/email-verification/email-link-notice';
import { Button, SubmitButton } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { linkClass } from '../../../components/ui/styles';
import { useLocale } from '../../../lib/use-locale';
import { checkUsername, login } from '../api/auth-api';
import { AuthCard } from '../components/auth-layout';
import { SocialArea } from '../components/social-area';
import { failureText } from '../lib/failure-text';
import { navigateFully } from '../lib/full-navigation';
import {
  initialLoginState,
  isFormDisabled,
  loginReducer,
  remainingTries,
  showsPassword,
  showsRemainingWarning,
} from '../lib/login-state';
import { isLocalPath, loginRedirectTarget } from '../lib/redirect-target';
import { useAuthForm, useFormCaptcha } from '../lib/use-auth-form';

/** A §9: the pause between "signed in" and the next page. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/** LOGIN-06: the first step checks the address only; LOGIN-07: once the password is shown, that too. */
const AddressStep = LoginRequest.pick({ username: true }).extend({ password: z.string() });
const PasswordStep = LoginRequest.pick({ username: true, password: true });
const Username = CheckUsernameRequest.shape.username;

/**
 * Sign-in (A §2, LOGIN-01..21): the e-mail first; once the server knows it, the password and the captcha.
 * Failed tries count towards the account's lock; on success the next page loads after 1.5 s.
 */
export function LoginPage() {
  const locale = useLocale();
  const location = useLocation();
  const { t } = useTranslation('auth');
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const wantsPasswordFocus = useRef(false);

  // Locked: the owner may still try the password after a longer security check (issue 12 A4).
  const [hardCheck, setHardCheck] = useState(false);
  const unlocking = hardCheck && state.status === 'locked';
  const disabled = isFormDisabled(state) && !unlocking;
  const passwordShown = showsPassword(state) || unlocking;
  const remaining = remainingTries(state);
  const { formRef, ...form } = useAuthForm(passwordShown ? PasswordStep : AddressStep, {
    username: '',
    password: '',
  });
  const captcha = useFormCaptcha(form, formRef);
  const { clearErrors, focusField, getValues, setServerErrors, setValue } = form;

  // LOGIN-15: the success message stays for 1.5 s, then the next page loads with the new session.
  useEffect(() => {
    if (state.status !== 'success' || !state.redirectUrl) return;
    const target = state.redirectUrl;
    const timer = window.setTimeout(() => navigateFully(target), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, state.redirectUrl]);

  // Once the address is found, the password field is where the user goes next.
  useEffect(() => {
    if (passwordShown && wantsPasswordFocus.current) {
      wantsPasswordFocus.current = false;
      focusField('password');
    }
  }, [passwordShown, focusField]);

  /** `address` is the parsed username (trimmed, lower-cased). */
  async function runCheck(address: string, fromSubmit: boolean) {
    clearErrors();
    dispatch({ type: 'checkStarted', email: address });
    const outcome = await checkUsername(address, locale);
    // Focus follows only when the user asked to go on, or has not gone anywhere else meanwhile.
    const focusFree =
      !document.activeElement ||
      document.activeElement === document.body ||
      document.activeElement.closest('[data-login-submit]');
    wantsPasswordFocus.current = fromSubmit || Boolean(focusFree);
    if (outcome.ok) dispatch({ type: 'checked', email: address, answer: outcome.data });
    else {
      const field =
        outcome.failure.kind === 'server'
          ? (outcome.failure.fields.username ?? outcome.failure.fields.email)
          : undefined;
      if (field) setServerErrors({ username: field });
      dispatch({
        type: 'checkFailed',
        email: address,
        message: field ? t('login.checkFailed') : failureText(outcome.failure, t),
      });
    }
  }

  async function signIn(username: string, password: string) {
    dispatch({ type: 'loginStarted' });
    // LOGIN-08: a token for every try, solved now if the widget has not finished yet.
    const solution = await captcha.solve();
    if (!solution) {
      dispatch({ type: 'loginFailed', message: null });
      return;
    }
    const outcome = await login({
      username: state.email ?? username,
      password,
      captcha: solution,
      language: locale,
      redirect: loginRedirectTarget(location.search, document.referrer, window.location.origin),
    });
    if (outcome.ok) {
      const target = outcome.data.redirectUrl;
      dispatch({
        type: 'loggedIn',
        message: outcome.data.message,
        redirectUrl: isLocalPath(target) ? target : pageHref('home', locale),
      });
      return;
    }
    const { failure } = outcome;
    const refused = failure.kind === 'server' ? LoginFailure.safeParse(failure.body) : null;
    if (refused?.success) {
      dispatch({ type: 'loginRefused', answer: refused.data });
      setValue('password', '');
      // Locked: the password and the captcha go away (unless the longer check is on), so there is nothing to renew.
      if (
        !hardCheck &&
        (refused.data.status === 'locked' || refused.data.attempts >= refused.data.maxAttempts)
      )
        return;
      focusField('password');
    } else {
      const fields = failure.kind === 'server' ? failure.fields : {};
      setServerErrors({ password: fields.password });
      dispatch({ type: 'loginFailed', message: fields.captcha ?? failureText(failure, t) });
    }
    // A solution counts once: the next try needs a fresh one.
    captcha.renew();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (disabled || state.submitting || state.status === 'checking') {
      event.preventDefault();
      return;
    }
    // The sign-in sends the password as typed; the check, the parsed address.
    form.submit(event, (data, values) => {
      const sameAddress = data.username === state.email;
      if (passwordShown && sameAddress) void signIn(values.username, values.password);
      else void runCheck(data.username, true);
    });
  }

  // Editing the address makes everything about the previous one stale (errors, check, tries).
  const emailField = form.field('username', {
    onChange: () => {
      clearErrors();
      setHardCheck(false);
      dispatch({ type: 'emailEdited' });
    },
  });

  function checkOnBlur() {
    const current = Username.safeParse(getValues('username'));
    if (current.success && current.data !== state.email && state.status !== 'checking')
      void runCheck(current.data, false);
  }

  const statusText =
    state.status === 'checking' ? t('login.checking') : state.status === 'success' ? null : state.message;

  return (
    <AuthCard title={t('login.title')} lead={t('login.lead')} testId="login-card">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="space-y-5"
        data-testid="login-form"
        data-status={state.status}
      >
        <EmailLinkNotice place="login" />
        <SocialSignInNotice />
        <TextField
          id="login-email"
          type="email"
          inputMode="email"
          autoComplete="username"
          label={t('field.email')}
          readOnly={state.status === 'success'}
          {...emailField}
          onBlur={(event) => {
            void emailField.onBlur(event);
            checkOnBlur();
          }}
        />

        <div aria-live="polite" data-testid="login-status">
          {statusText && (
            <p
              className={`text-sm ${state.status === 'valid' ? 'text-brand-800' : state.status === 'checking' ? 'text-slate-700' : 'font-medium text-red-700'}`}
            >
              {statusText}
            </p>
          )}
        </div>

        {passwordShown && (
          <fieldset disabled={disabled} className="space-y-5">
            <PasswordField
              id="login-password"
              autoComplete="current-password"
              label={t('field.password')}
              toggleLabel={t('field.showPassword')}
              {...form.field('password')}
            />
            <AltchaField
              key={unlocking ? 'hard' : 'normal'}
              locale={locale}
              label={unlocking ? t('login.hardCheck.label') : t('field.captcha')}
              level={unlocking ? 'hard' : 'normal'}
              {...captcha.field}
            />
          </fieldset>
        )}

        {state.status === 'locked' && !hardCheck && (
          <Notice tone="info" testId="login-hard-check">
            <p>{t('login.hardCheck.offer')}</p>
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() => {
                wantsPasswordFocus.current = true;
                setHardCheck(true);
              }}
            >
              {t('login.hardCheck.start')}
            </Button>
          </Notice>
        )}

        {state.alert && (
          <Notice tone="error" testId="login-alert">
            {state.alert}
          </Notice>
        )}
        {showsRemainingWarning(state) && remaining !== null && (
          <Notice tone="warning" testId="login-remaining">
            {t('login.remaining', { count: remaining })}
          </Notice>
        )}
        {state.status === 'success' && (
          <Notice tone="success" testId="login-success">
            {state.message}
          </Notice>
        )}

        <div data-login-submit>
          {/* Busy while checking, but not disabled: the check may be running because focus moved to this button. */}
          <SubmitButton
            block
            disabled={disabled || state.submitting}
            aria-busy={state.submitting || state.status === 'checking' || undefined}
          >
            {state.submitting
              ? t('login.submitting')
              : passwordShown
                ? t('login.submit')
                : t('login.continue')}
          </SubmitButton>
        </div>
        <p className="text-center">
          <Link to={pageHref('forgotPassword', locale)} className={linkClass}>
            {t('login.forgot')}
          </Link>
        </p>
      </form>
      <SocialArea />
      <p className="mt-6 border-t border-slate-200 pt-5 text-center text-slate-700">
        {t('login.noAccount')}{' '}
        <Link to={pageHref('register', locale)} className={linkClass}>
          {t('login.register')}
        </Link>
      </p>
    </AuthCard>
  );
}
