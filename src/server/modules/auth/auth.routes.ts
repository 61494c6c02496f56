import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api, pageHref } from '../../../core/routes';
import type { AppConfig } from '../../config';
import { ForbiddenError } from '../../errors';
import { routeFor } from '../../http/route-for';
import { requestLocale } from '../../http/request-locale';
import { errorText, translatorFor } from '../../i18n';
import { sameSecret } from '../../lib/tokens';
import { loginAnswer, sessionAnswer, setPasswordAnswer } from './auth.presenter';
import { TRUSTED_DEVICE_MS } from './auth.repo';
import type { AuthService } from './auth.service';
import type { Captcha } from './captcha';
import type { EmailConfirmation } from './email-confirmation';

/** Marks a browser that signed in to an account before. */
export const DEVICE_COOKIE = 'nutrio_device';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  captcha: Captcha;
  confirmation: EmailConfirmation;
  config: AppConfig;
}> = async (app, { auth, captcha, confirmation, config }) => {
  const maxAttempts = config.auth.maxLoginAttempts;
  /** Per-IP limits on the calls that guess or send mail (on top of the per-account lock). */
  const limited = { rateLimit: { max: config.auth.rateLimitMax, timeWindow: 60_000 } };

  app.route({
    ...routeFor(app, api.auth_captcha),
    config: limited,
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ ...(await captcha.challenge(request.query.level ?? 'normal')) }),
  });

  app.route({
    ...routeFor(app, api.auth_session),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sessionAnswer(request.session, config.auth.idleTimeoutMs);
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
      if (!config.shop.registrationEnabled) throw new ForbiddenError('registrationDisabled');
      const userId = await auth.register(request.body);
      await app.signIn(request, reply, userId);
      return { success: true as const, redirectUrl: pageHref('account', request.body.language) };
    },
  });

  /**
   * A confirmation link from a mail: the account page says how it went when this browser is signed in to
   * that account, the login page otherwise (the link itself never signs anyone in).
   */
  app.route({
    ...routeFor(app, api.auth_email_confirm),
    config: limited,
    handler: async (request, reply) => {
      const outcome = await confirmation.confirm(request.params.token);
      const locale = outcome.status === 'expired' ? requestLocale(request) : outcome.locale;
      const mine =
        request.session !== null && (!('userId' in outcome) || outcome.userId === request.session.user.id);
      const notice = { email: outcome.status };
      return reply
        .header('cache-control', 'no-store')
        .redirect(
          mine ? pageHref('account', locale, {}, notice) : pageHref('login', locale, {}, notice),
          302,
        );
    },
  });

  app.route({
    ...routeFor(app, api.auth_check_username),
    config: limited,
    handler: async (request) => {
      const result = await auth.checkUsername(request.body.username, request.cookies[DEVICE_COOKIE]);
      const t = translatorFor(request.body.language);
      const message = t(`auth:login.status.${result.status}`, { count: maxAttempts });
      return { ...result, message, maxAttempts };
    },
  });

  app.route({
    ...routeFor(app, api.auth_login),
    config: limited,
    handler: async (request, reply) => {
      const outcome = await auth.login(request.body, request.cookies[DEVICE_COOKIE]);
      if (outcome.status === 'success') {
        await app.signIn(request, reply, outcome.userId);
        // This browser signed in: the lock against guessing will not keep it out (issue 12 A4).
        reply.setCookie(DEVICE_COOKIE, outcome.deviceToken, {
          path: '/api/auth',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.publicUrl.startsWith('https://') || request.protocol === 'https',
          maxAge: TRUSTED_DEVICE_MS / 1000,
        });
      }
      const { language, redirect } = request.body;
      const answer = loginAnswer(outcome, { language, redirect, maxAttempts, requestId: String(request.id) });
      return answer.status === 200 ? answer.body : reply.code(answer.status).send(answer.body);
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
      const outcome = await auth.setPassword(request.body);
      if (outcome.status === 'changed') {
        await app.sessions.destroyAllOf(outcome.userId);
        if (request.session) await app.signOut(request, reply);
      }
      const answer = setPasswordAnswer(outcome, request.body.language);
      return answer.status === 200 ? answer.body : reply.code(answer.status).send(answer.body);
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
      return reply
        .header('cache-control', 'no-store')
        .redirect(pageHref('home', locale, {}, { loggedOut: 1 }), 303);
    },
  });
};
