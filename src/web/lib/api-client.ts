import type { z } from 'zod';
import type { ErrorBody } from '../../core/contracts/common';
import type { ApiFetch } from '../../core/contracts/server-render';
import {
  routeUrl,
  type ApiBody,
  type ApiQuery,
  type ApiResponse,
  type ApiRoute,
  type PathParamNames,
  type PathParams,
} from '../../core/routes';
import { appConfig } from './app-config';
import { i18nFor } from './i18n';
import { localeOfPath } from './use-locale';
import { sessionStore } from './session';

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

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

/**
 * The `ErrorBody` contract, checked by hand so that calls need no zod (`api-client.test.ts` holds it to the
 * schema).
 */
export function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null) return false;
  const body = payload as Record<string, unknown>;
  return (
    body.success === false &&
    typeof body.error === 'string' &&
    typeof body.code === 'string' &&
    (body.errors === undefined || isStringRecord(body.errors)) &&
    typeof body.requestId === 'string'
  );
}

/** What a call sends: path parameters and a body where the route has them, a query, an abort signal. */
export type CallOptions<R extends ApiRoute> = ([PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<R['path']> }) &
  (R extends { body: z.ZodType } ? { body: ApiBody<R> } : { body?: undefined; file?: Blob }) & {
    query?: ApiQuery<R>;
    signal?: AbortSignal;
  };

type CallArgs<R extends ApiRoute> =
  object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/** A flat body as form fields; nested values have no form encoding, so form routes take flat bodies only. */
function formFields(body: unknown): string {
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(body as Record<string, unknown>))
    if (value !== undefined && value !== null) fields.append(name, String(value));
  return fields.toString();
}

/** Fallback texts come from the caller's translator, so the client stays free of UI imports. */
export type FallbackMessage = (status: number) => string;

/**
 * Calls a registry route; the request and the answer are typed by the route's contract, so callers write
 * no types of their own: `apiClient.call(api.diet_show, { params: { id } })` resolves to `{ diet }`.
 * The session's CSRF token travels with every mutation; a guest has none.
 */
export function createApiClient(
  apiKey: string | null | (() => string | null),
  fallbackMessage: FallbackMessage,
  csrfToken: () => string | null = () => null,
  fetchApi: () => ApiFetch = () => browserFetch,
) {
  const keyOf = typeof apiKey === 'function' ? apiKey : () => apiKey;
  async function call<R extends ApiRoute>(route: R, ...[options]: CallArgs<R>): Promise<ApiResponse<R>> {
    const { params, query, body, file, signal } = (options ?? {}) as Partial<{
      params: Record<string, string | number>;
      query: Record<string, string | number | boolean | undefined>;
      body: unknown;
      file: Blob;
      signal: AbortSignal;
    }>;
    const headers: Record<string, string> = { accept: 'application/json' };
    const key = keyOf();
    if ((route.access === 'api-key' || route.withApiKey) && key) headers.authorization = `Bearer ${key}`;
    // Routes that take form fields (A §7: the chat's `message`, `receiver`) get them as such.
    const encoded = body === undefined ? undefined : route.formBody ? formFields(body) : JSON.stringify(body);
    if (body !== undefined)
      headers['content-type'] = route.formBody ? 'application/x-www-form-urlencoded' : 'application/json';
    if (file) headers['content-type'] = file.type;
    const csrf = csrfToken();
    if (csrf && route.method !== 'GET') headers['x-csrf-token'] = csrf;
    const response = await fetchApi()(routeUrl(route.path, params ?? {}, query), {
      method: route.method,
      headers,
      // A route without a body schema may take raw bytes (a photo), sent with their own content type.
      body: file ?? encoded,
      credentials: 'same-origin',
      signal,
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      if (isErrorBody(payload))
        throw new ApiError(response.status, payload.error, payload.code, payload.errors, payload);
      throw new ApiError(response.status, fallbackMessage(response.status), 'http_error', {}, payload);
    }
    // The server validated this answer against the same contract before sending it.
    return payload as ApiResponse<R>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

const browserFetch: ApiFetch = (url, init) => fetch(url, init);
let appFetch: ApiFetch = browserFetch;

/** While the server renders pages, the app's calls go to the server's app in process (`entry-server.tsx`). */
export function setApiFetch(fetchApi: ApiFetch): void {
  appFetch = fetchApi;
}

/** The app's client: the page's public key, and fallback texts in the current page's language. */
export const apiClient: ApiClient = createApiClient(
  () => appConfig.apiKey,
  (status) =>
    i18nFor(typeof window === 'undefined' ? appConfig.locale : localeOfPath(window.location.pathname)).t(
      'common:errors.requestFailed',
      { status },
    ),
  () => sessionStore.get().csrfToken,
  () => appFetch,
);
