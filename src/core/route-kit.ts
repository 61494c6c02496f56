/**
 * The parts every registry file builds its routes with: `endpoint(method, path, access, contract[, call])` and
 * the access rules. The registry is `routes.ts`; the admin area's routes live in `admin-routes/` (one file per
 * admin part) and are spread into it. The browser build strips each `endpoint`'s contract in all of them
 * (`scripts/vite-browser-registry.ts`).
 */
import type { z } from 'zod';
import type { Role } from './domain/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route; the server's route helper turns it into the guard, so no handler checks it again.
 * - `public`: anyone. - `api-key`: the public bearer key of the catalogue calls (B §6).
 * - `metrics-token`: the operator's bearer token (METRICS_TOKEN) of the Prometheus metrics.
 * - `user`: a signed-in member. - `owner`: a signed-in member, who reaches only records they own (the
 *   service scopes every query by the caller; another member's id answers 404, never 403).
 * - `verified-user`, `verified-owner`: as `user` and `owner`, for a member whose e-mail address is confirmed —
 *   what matters (saving, buying, chatting) waits for it (issue 12 A1); others get 403 `emailUnverified`.
 * - `{ role }`: a signed-in member holding that role (ROLE-20).
 */
export type Access =
  | 'public'
  | 'api-key'
  | 'metrics-token'
  | 'user'
  | 'owner'
  | 'verified-user'
  | 'verified-owner'
  | { readonly role: Role };

export type Schema = z.ZodType;
/**
 * Status → body. `redirect`: answers 30x with no body (sign-in flows); `binary`: sends bytes (a photo);
 * `event-stream`: Server-Sent Events that stay open (the chat's live stream).
 */
export type ResponseContract =
  Readonly<Partial<Record<number, Schema>>> | 'redirect' | 'binary' | 'event-stream';

export interface ApiRoute<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
  readonly access: Access;
  /** The group the API docs list it under. */
  readonly tag?: string;
  readonly body?: Schema;
  readonly query?: Schema;
  readonly params?: Schema;
  /** Absent only on routes the spec names that are not built yet (`planned`): the server serves none of them. */
  readonly response?: ResponseContract;
  /** Left out of the API docs (browser redirects, not calls). */
  readonly hidden?: boolean;
  /** Also asks for the public bearer key besides the session (the chat calls, CHAT-22). */
  readonly withApiKey?: boolean;
  /** Takes its body as form fields (`application/x-www-form-urlencoded`) as well as JSON (A §7). */
  readonly formBody?: boolean;
}

interface Contract {
  readonly tag: string;
  readonly body?: Schema;
  readonly query?: Schema;
  readonly params?: Schema;
  readonly response: ResponseContract;
  readonly hidden?: boolean;
}

/** How the browser calls a route beyond its method, path and access: kept in the browser's registry too. */
interface CallOptions {
  readonly withApiKey?: boolean;
  readonly formBody?: boolean;
}

/**
 * A built route: its contract (request and response schemas), who may call it and how the browser calls it.
 * The browser's build keeps all but the contract (`scripts/vite-browser-registry.ts`).
 */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  const A extends Access,
  const C extends Contract,
  const O extends CallOptions = Record<never, never>,
>(
  method: M,
  path: P,
  access: A,
  contract: C,
  call?: O,
): { readonly method: M; readonly path: P; readonly access: A } & C & O {
  return { method, path, access, ...contract, ...(call as O) };
}

/** A route the spec names whose feature has not landed: its path and access are fixed, its contract comes with it. */
export function planned<const M extends HttpMethod, const P extends string, const A extends Access>(
  method: M,
  path: P,
  access: A,
) {
  return { method, path, access } as const;
}
