import { ErrorBody } from '../../core/contracts/common';
import type { ApiRoute, HttpMethod } from '../../core/routes';
import { appConfig } from './app-config';
import { i18nFor } from './i18n';
import { localeOfPath } from './use-locale';

/** A failed API call; `message` is the server's translated text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
    /** The whole answer, for calls whose failures carry more than the error fields (login, personal data). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/** Fallback texts come from the caller's translator, so the client stays free of UI imports. */
export type FallbackMessage = (status: number) => string;

/** The session's CSRF token travels with every call; a guest has none. */
export function createApiClient(apiKey: string | null, fallbackMessage: FallbackMessage, csrfToken: () => string | null = () => null) {
  async function request<T>(route: ApiRoute<HttpMethod, string>, path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (route.needsApiKey && apiKey) headers.authorization = `Bearer ${apiKey}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const csrf = csrfToken();
    if (csrf && route.method !== 'GET') headers['x-csrf-token'] = csrf;
    const response = await fetch(path, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = ErrorBody.safeParse(payload);
      if (error.success) throw new ApiError(response.status, error.data.error, error.data.code, error.data.errors, payload);
      throw new ApiError(response.status, fallbackMessage(response.status), 'http_error', {}, payload);
    }
    return payload as T;
  }

  return {
    get: <T>(route: ApiRoute<'GET', string>, path = route.path, options?: RequestOptions) =>
      request<T>(route, path, options),
    send: <T>(route: ApiRoute<HttpMethod, string>, path = route.path, options?: RequestOptions) =>
      request<T>(route, path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: the page's public key, and fallback texts in the current page's language. */
export const apiClient: ApiClient = createApiClient(
  appConfig.apiKey,
  (status) => i18nFor(localeOfPath(window.location.pathname)).t('common:errors.requestFailed', { status }),
  () => appConfig.csrfToken,
);
