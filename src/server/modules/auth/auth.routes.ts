import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '../../../core/i18n/locales';
import { api, isLocalPath, pageHref } from '../../../core/routes';
import type { AppConfig } from '../../config';
import { ForbiddenError } from '../../errors';
import { routeFor } from '../../http/route-for';
import { requestLocale } from '../../http/request-locale';
import { errorText, translatorFor } from '../../i18n';
import { sameSecret } from '../../lib/tokens';
import type { AuthService } from './auth.service';
import { RESET_LINK_MAX_TRIES } from './auth.service';
import type { Captcha } from './captcha';

/** The local path the user came from, else the locale's home. */
export function localRedirect(target: string | undefined, locale: Locale): string {
  return isLocalPath(target) ? target : pageHref('home', locale);
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; captcha: Captcha; config: AppConfig }> = async (
  app,
  { auth, captcha, config },
) => {
  const maxAttempts = config.auth.maxLoginAttempts;
  /** Per-IP limits on the calls that guess or send mail (on top of the per-account lock). */
  const limited = { rateLimit: { max: config.auth.rateLimitMax, timeWindow: 60_000 } };

  app.route({
    ...routeFor(app, api.auth_captcha),
    config: limited,
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').send({ ...(await captcha.challenge()) }),
  });

  app.route({
    ...routeFor(app, api.auth_session),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = request.session;
      return {
        user: session ? { id: session.user.id, name: session.user.name, email: session.user.email, roles: session.user.roles } : null,
        csrfToken: session?.csrfToken ?? null,
        idleTimeoutMs: config.auth.idleTimeoutMs,
      };
    },
  });

  app.route({
    ...routeFor(app, api.auth_check_email),
    config: limited,
    handler: async (request) => {
      if (await auth.isEmailAvailable(request.body.email)) return { success: true };
      return { success: false, error: errorText(request.body.language, 'emailTaken') };
    },
  });

  app.route({
    ...routeFor(app, api.auth_register),
    config: limited,
    handler: async (request, reply) => {
      const userId = await auth.register(request.body);
      await app.signIn(request, reply, userId);
      return { success: true as const, redirectUrl: pageHref('account', request.body.language) };
    },
  });

  app.route({
    ...routeFor(app, api.auth_check_username),
    config: limited,
    handler: async (request) => {
      const result = await auth.checkUsername(request.body.username);
      const t = translatorFor(request.body.language);
      const message = t(`auth:login.status.${result.status}`, { count: maxAttempts });
      return { ...result, message, maxAttempts };
    },
  });

  app.route({
    ...routeFor(app, api.auth_login),
    config: limited,
    handler: async (request, reply) => {
      const { language } = request.body;
      const t = translatorFor(language);
      const outcome = await auth.login(request.body);
      if (outcome.status === 'success') {
        await app.signIn(request, reply, outcome.userId);
        return {
          success: true,
          redirectUrl: localRedirect(request.body.redirect, language),
          message: t('auth:login.success'),
          attempts: 0,
          maxAttempts,
          status: 'success' as const,
        };
      }
      const remaining = Math.max(0, maxAttempts - outcome.attempts);
      const message =
        outcome.status === 'locked' ? t('auth:login.status.locked') : t('auth:login.wrongPassword', { count: remaining });
      return reply.code(outcome.status === 'locked' ? 423 : 401).send({
        success: false,
        error: message,
        code: outcome.status === 'locked' ? 'account_locked' : 'invalid_credentials',
        message,
        attempts: outcome.attempts,
        maxAttempts,
        status: outcome.status as 'invalid' | 'locked',
        requestId: String(request.id),
      });
    },
  });

  app.route({
    ...routeFor(app, api.auth_forgot_password),
    config: limited,
    handler: async (request) => {
      await auth.requestPasswordReset(request.body);
      return { success: true as const, message: translatorFor(request.body.language)('auth:forgot.sent') };
    },
  });

  app.route({
    ...routeFor(app, api.auth_forgot_password_set),
    config: limited,
    handler: async (request, reply) => {
      const { language } = request.body;
      const t = translatorFor(language);
      const outcome = await auth.setPassword(request.body);
      if (outcome.status === 'changed') {
        await app.sessions.destroyAllOf(outcome.userId);
        if (request.session) await app.signOut(request, reply);
        return {
          success: true,
          passwordChanged: true,
          message: t('auth:setPassword.changed'),
          redirect: pageHref('login', language),
          loginAttempts: 0,
          maxAttempts: RESET_LINK_MAX_TRIES,
        };
      }
      const failures = outcome.status === 'rejected' ? outcome.failures : RESET_LINK_MAX_TRIES;
      const message = outcome.status === 'rejected' ? errorText(language, outcome.messageKey) : t('auth:setPassword.linkUnusable');
      return reply.code(outcome.status === 'rejected' ? 400 : 410).send({
        success: false,
        passwordChanged: false,
        message,
        redirect: null,
        loginAttempts: failures,
        maxAttempts: RESET_LINK_MAX_TRIES,
      });
    },
  });

  app.route({
    ...routeFor(app, api.logout),
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const session = request.session;
      if (session) {
        const offered = request.query._csrf_token ?? '';
        if (!sameSecret(offered, session.csrfToken)) throw new ForbiddenError('csrfFailed');
        await app.signOut(request, reply);
      }
      return reply.header('cache-control', 'no-store').redirect(pageHref('home', locale, {}, { loggedOut: 1 }), 303);
    },
  });
};
