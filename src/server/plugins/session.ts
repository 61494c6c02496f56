import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../config';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { runEvery } from '../lib/every';
import { sameSecret } from '../lib/tokens';
import type { ActiveSession, SessionStore } from '../modules/auth/sessions';

export const SESSION_COOKIE = 'nutrio_session';
export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's session, or null for a guest. */
    session: ActiveSession | null;
    /**
     * The session of a route whose access rule needs a signed-in member (`user`, `owner`, a role): its guard
     * has already refused guests, so handlers read this instead of checking `session` again.
     */
    readonly signedIn: ActiveSession;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    requireUser: preHandlerAsyncHookHandler;
    /** A member whose e-mail address is confirmed (403 `emailUnverified` for the others). */
    requireVerifiedUser: preHandlerAsyncHookHandler;
    requireRole(role: string): preHandlerAsyncHookHandler;
    /** Starts a new session for the user (a previous one on this browser ends: the id rotates). */
    signIn(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
    signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STATIC_PREFIXES = ['/assets/', '/media/'];

/** A mutation's Origin must be this site: the public origin, or the scheme and host the request came by. */
function sameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const offered = new URL(origin);
    return (
      offered.origin === new URL(publicUrl).origin ||
      offered.origin === new URL(`${request.protocol}://${request.host}`).origin
    );
  } catch {
    return false;
  }
}

/**
 * Server-side sessions in an httpOnly, SameSite=Lax cookie (Secure behind HTTPS), roles, and CSRF
 * protection: every mutation from another origin is refused, and a mutation that carries a session must
 * also carry the session's token in `x-csrf-token` (ROLE-20: the server enforces, the UI only hides).
 */
export function registerSessions(app: FastifyInstance, config: AppConfig, sessions: SessionStore): void {
  app.decorate('sessions', sessions);
  app.decorateRequest('session', null);
  app.decorateRequest('signedIn', {
    getter(this: FastifyRequest): ActiveSession {
      if (!this.session) throw new UnauthorizedError();
      return this.session;
    },
  });

  const secureCookie = (request: FastifyRequest) =>
    config.publicUrl.startsWith('https://') || request.protocol === 'https';

  app.addHook('onRequest', async (request, reply) => {
    // Built assets and media never depend on who asks: no session lookup for them.
    if (SAFE_METHODS.has(request.method) && STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix)))
      return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      request.session = await sessions.resolve(token);
      if (!request.session) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    }
    if (SAFE_METHODS.has(request.method)) return;
    if (!sameOrigin(request, config.publicUrl)) throw new ForbiddenError('csrfFailed');
    if (request.session) {
      const offered = request.headers[CSRF_HEADER];
      if (typeof offered !== 'string' || !sameSecret(offered, request.session.csrfToken)) {
        throw new ForbiddenError('csrfFailed');
      }
    }
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.session) throw new UnauthorizedError();
  });
  app.decorate('requireVerifiedUser', async (request: FastifyRequest) => {
    if (!request.session) throw new UnauthorizedError();
    if (!request.session.user.emailVerified) throw new ForbiddenError('emailUnverified', 'email_unverified');
  });
  app.decorate(
    'requireRole',
    (role: string): preHandlerAsyncHookHandler =>
      async (request: FastifyRequest) => {
        if (!request.session) throw new UnauthorizedError();
        if (!request.session.user.roles.includes(role)) throw new ForbiddenError();
      },
  );

  app.decorate('signIn', async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    if (request.session) await sessions.destroy(request.session.idHash);
    const { token } = await sessions.create(userId);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie(request),
      maxAge: Math.floor(config.auth.maxSessionMs / 1000),
    });
    request.session = await sessions.resolve(token);
  });

  app.decorate('signOut', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session) await sessions.destroy(request.session.idHash);
    request.session = null;
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  });

  runEvery(app, 10 * 60_000, 'session pruning', () => sessions.prune());
}
