import type { z } from 'zod';
import type {
  LoginFailure,
  LoginResponse,
  SessionResponse,
  SetPasswordResponse,
} from '../../../core/contracts/auth';
import type { Locale } from '../../../core/i18n/locales';
import { isLocalPath, pageHref } from '../../../core/routes';
import { errorText, translatorFor } from '../../i18n';
import type { ActiveSession } from './sessions';
import { RESET_LINK_MAX_TRIES, type LoginOutcome, type SetPasswordOutcome } from './auth.service';

/** The local path the user came from, else the locale's home. */
export function localRedirect(target: string | undefined, locale: Locale): string {
  return isLocalPath(target) ? target : pageHref('home', locale);
}

/** What the page learns of its session: never the session's secrets beyond the CSRF token it must send. */
export function sessionAnswer(
  session: ActiveSession | null,
  idleTimeoutMs: number,
): z.input<typeof SessionResponse> {
  return {
    user: session
      ? {
          id: session.user.id,
          name: session.user.name,
          email: session.user.email,
          roles: session.user.roles,
          emailVerified: session.user.emailVerified,
          proUntil: session.user.proUntil ?? null,
        }
      : null,
    csrfToken: session?.csrfToken ?? null,
    idleTimeoutMs,
  };
}

type LoginAnswer =
  { status: 200; body: LoginResponse } | { status: 401 | 423; body: z.input<typeof LoginFailure> };

/** The spec's login answer: the success with where to go, or the failure with the attempts left (A §8). */
export function loginAnswer(
  outcome: LoginOutcome,
  {
    language,
    redirect,
    maxAttempts,
    requestId,
  }: { language: Locale; redirect: string | undefined; maxAttempts: number; requestId: string },
): LoginAnswer {
  const t = translatorFor(language);
  if (outcome.status === 'success') {
    return {
      status: 200,
      body: {
        success: true,
        redirectUrl: localRedirect(redirect, language),
        message: t('auth:login.success'),
        attempts: 0,
        maxAttempts,
        status: 'success',
      },
    };
  }
  const remaining = Math.max(0, maxAttempts - outcome.attempts);
  const message =
    outcome.status === 'locked'
      ? t('auth:login.status.locked')
      : t('auth:login.wrongPassword', { count: remaining });
  return {
    status: outcome.status === 'locked' ? 423 : 401,
    body: {
      success: false,
      error: message,
      code: outcome.status === 'locked' ? 'account_locked' : 'invalid_credentials',
      message,
      attempts: outcome.attempts,
      maxAttempts,
      status: outcome.status,
      requestId,
    },
  };
}

/** The set-new-password answer: changed (go to login), rejected (tries left on the link) or an unusable link. */
export function setPasswordAnswer(
  outcome: SetPasswordOutcome,
  language: Locale,
): { status: 200 | 400 | 410; body: SetPasswordResponse } {
  const t = translatorFor(language);
  if (outcome.status === 'changed') {
    return {
      status: 200,
      body: {
        success: true,
        passwordChanged: true,
        message: t('auth:setPassword.changed'),
        redirect: pageHref('login', language),
        loginAttempts: 0,
        maxAttempts: RESET_LINK_MAX_TRIES,
      },
    };
  }
  const rejected = outcome.status === 'rejected';
  return {
    status: rejected ? 400 : 410,
    body: {
      success: false,
      passwordChanged: false,
      message: rejected ? errorText(language, outcome.messageKey) : t('auth:setPassword.linkUnusable'),
      redirect: null,
      loginAttempts: rejected ? outcome.failures : RESET_LINK_MAX_TRIES,
      maxAttempts: RESET_LINK_MAX_TRIES,
    },
  };
}
