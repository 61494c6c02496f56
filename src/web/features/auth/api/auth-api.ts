import type { LoginRequest, RegisterRequest } from '../../../../core/contracts/auth';
import type { Locale } from '../../../../core/i18n/locales';
import { api } from '../../../../core/routes';
import { ApiError, apiClient } from '../../../lib/api-client';

/** Why a call failed: the server answered with an error, or it could not be reached at all. */
export type Failure =
  | {
      kind: 'server';
      status: number;
      /** `http_error` when the answer was not one of our error bodies (a proxy's 502, a 400/410 with its own shape). */
      code: string;
      /** The server's translated text. */
      message: string;
      /** Translated messages per field. */
      fields: Record<string, string>;
      /** The whole answer (login and set-password failures carry their counters here). */
      body: unknown;
    }
  | { kind: 'network' };

export type Outcome<T> = { ok: true; data: T } | { ok: false; failure: Failure };

/** The auth calls never throw: a form wants to show what went wrong, not crash. */
async function outcome<T>(pending: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await pending };
  } catch (error) {
    if (error instanceof ApiError) {
      return {
        ok: false,
        failure: {
          kind: 'server',
          status: error.status,
          code: error.code,
          message: error.message,
          fields: error.fields,
          body: error.body,
        },
      };
    }
    return { ok: false, failure: { kind: 'network' } };
  }
}

export const checkEmail = (email: string, language: Locale) =>
  outcome(apiClient.call(api.auth_check_email, { body: { email, language } }));

export const register = (request: RegisterRequest) =>
  outcome(apiClient.call(api.auth_register, { body: request }));

export const checkUsername = (username: string, language: Locale) =>
  outcome(apiClient.call(api.auth_check_username, { body: { username, language } }));

export const login = (request: LoginRequest) => outcome(apiClient.call(api.auth_login, { body: request }));

export const requestPasswordReset = (email: string, captcha: string, language: Locale) =>
  outcome(apiClient.call(api.auth_forgot_password, { body: { email, captcha, language } }));

export const setNewPassword = (token: string, password: string, language: Locale) =>
  outcome(apiClient.call(api.auth_forgot_password_set, { body: { token, password, language } }));
