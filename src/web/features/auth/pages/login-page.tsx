import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CheckUsernameRequest, LoginFailure } from '../../../../core/contracts/auth';
import { pageHref } from '../../../../core/routes';
import { AltchaField, type CaptchaHandle } from '../../../components/captcha/altcha-field';
import { SocialSignInNotice } from '../../../components/social-sign-in/social-sign-in-notice';
import { useLocale } from '../../../lib/use-locale';
import { checkUsername, login } from '../api/auth-api';
import { AuthCard, FormMessage, linkClass, SubmitButton } from '../components/auth-layout';
import { PasswordField, TextField } from '../components/form-fields';
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

/** A §9: the pause between "signed in" and the next page. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/**
 * Sign-in (A §2, LOGIN-01..21): the e-mail first; once the server knows it, the password and the captcha.
 * Failed tries count towards the account's lock; on success the next page loads after 1.5 s.
 */
export function LoginPage() {
  const locale = useLocale();
  const location = useLocation();
  const { t } = useTranslation('auth');
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; captcha?: string }>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const wantsPasswordFocus = useRef(false);

  const disabled = isFormDisabled(state);
  const passwordShown = showsPassword(state);
  const remaining = remainingTries(state);

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
      passwordRef.current?.focus();
    }
  }, [passwordShown]);

  async function runCheck(value: string, fromSubmit: boolean) {
    const parsed = CheckUsernameRequest.shape.username.safeParse(value);
    if (!parsed.success) {
      if (fromSubmit) {
        setErrors({ email: t(`errors:${parsed.error.issues[0]?.message ?? 'usernameRequired'}`) });
        emailRef.current?.focus();
      }
      return;
    }
    setErrors({});
    const address = parsed.data;
    dispatch({ type: 'checkStarted', email: address });
    const outcome = await checkUsername(address, locale);
    // Focus follows only when the user asked to go on, or has not gone anywhere else meanwhile.
    const focusFree = !document.activeElement || document.activeElement === document.body || document.activeElement.closest('[data-login-submit]');
    wantsPasswordFocus.current = fromSubmit || Boolean(focusFree);
    if (outcome.ok) dispatch({ type: 'checked', email: address, answer: outcome.data });
    else {
      const field = outcome.failure.kind === 'server' ? (outcome.failure.fields.username ?? outcome.failure.fields.email) : undefined;
      if (field) setErrors({ email: field });
      dispatch({ type: 'checkFailed', email: address, message: field ? t('login.checkFailed') : failureText(outcome.failure, t) });
    }
  }

  async function signIn() {
    if (password === '') {
      setErrors({ password: t('errors:passwordRequired') });
      passwordRef.current?.focus();
      return;
    }
    setErrors({});
    dispatch({ type: 'loginStarted' });
    // LOGIN-08: a token for every try, solved now if the widget has not finished yet.
    const captcha = (await captchaRef.current?.solve()) ?? null;
    if (!captcha) {
      dispatch({ type: 'loginFailed', message: null });
      setErrors({ captcha: t('errors:captchaMissing') });
      document.querySelector<HTMLElement>('[data-testid="login-form"] altcha-widget input')?.focus();
      return;
    }
    const outcome = await login({
      username: state.email ?? email,
      password,
      captcha,
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
      setPassword('');
      // Locked: the password and the captcha go away, so there is nothing to renew.
      if (refused.data.status === 'locked' || refused.data.attempts >= refused.data.maxAttempts) return;
      passwordRef.current?.focus();
    } else {
      const fields = failure.kind === 'server' ? failure.fields : {};
      if (fields.password) setErrors({ password: fields.password });
      dispatch({ type: 'loginFailed', message: fields.captcha ?? failureText(failure, t) });
    }
    // A solution counts once: the next try needs a fresh one.
    captchaRef.current?.renew();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled || state.submitting || state.status === 'checking') return;
    const current = CheckUsernameRequest.shape.username.safeParse(email);
    const sameAddress = current.success && current.data === state.email;
    if (passwordShown && sameAddress) void signIn();
    else void runCheck(email, true);
  }

  const statusText = state.status === 'checking' ? t('login.checking') : state.status === 'success' ? null : state.message;

  return (
    <AuthCard title={t('login.title')} lead={t('login.lead')} testId="login-card">
      <form noValidate onSubmit={submit} className="space-y-5" data-testid="login-form" data-status={state.status}>
        <SocialSignInNotice />
        <TextField
          ref={emailRef}
          id="login-email"
          name="username"
          type="email"
          inputMode="email"
          autoComplete="username"
          label={t('field.email')}
          value={email}
          error={errors.email}
          readOnly={state.status === 'success'}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors({});
            dispatch({ type: 'emailEdited' });
          }}
          onBlur={() => {
            const current = CheckUsernameRequest.shape.username.safeParse(email);
            if (current.success && current.data !== state.email && state.status !== 'checking') void runCheck(email, false);
          }}
        />

        <div aria-live="polite" data-testid="login-status">
          {statusText && (
            <p className={`text-sm ${state.status === 'valid' ? 'text-brand-800' : state.status === 'checking' ? 'text-slate-700' : 'font-medium text-red-700'}`}>
              {statusText}
            </p>
          )}
        </div>

        {passwordShown && (
          <fieldset disabled={disabled} className="space-y-5">
            <PasswordField
              ref={passwordRef}
              id="login-password"
              name="password"
              autoComplete="current-password"
              label={t('field.password')}
              toggleLabel={t('field.showPassword')}
              value={password}
              error={errors.password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
              }}
            />
            <AltchaField
              ref={captchaRef}
              locale={locale}
              label={t('field.captcha')}
              error={errors.captcha}
              onChange={(payload) => {
                if (payload) setErrors((current) => (current.captcha ? { ...current, captcha: undefined } : current));
              }}
            />
          </fieldset>
        )}

        {state.alert && (
          <FormMessage tone="error" testId="login-alert">
            {state.alert}
          </FormMessage>
        )}
        {showsRemainingWarning(state) && remaining !== null && (
          <FormMessage tone="warning" testId="login-remaining">
            {t('login.remaining', { count: remaining })}
          </FormMessage>
        )}
        {state.status === 'success' && (
          <FormMessage tone="success" testId="login-success">
            {state.message}
          </FormMessage>
        )}

        <div data-login-submit>
          <SubmitButton disabled={disabled || state.submitting} busy={state.submitting || state.status === 'checking'}>
            {state.submitting ? t('login.submitting') : passwordShown ? t('login.submit') : t('login.continue')}
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
