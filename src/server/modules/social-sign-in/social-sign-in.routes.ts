import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SOCIAL_CONFIRM_LINK_MINUTES,
  SOCIAL_PROVIDER_NAMES,
  type SocialProvider,
} from '../../../core/contracts/social-sign-in';
import { isLocale, type Locale } from '../../../core/i18n/locales';
import { api, apiHref, pageHref } from '../../../core/routes';
import type { AppConfig } from '../../config';
import { NotFoundError } from '../../errors';
import { routeFor } from '../../http/route-for';
import { requestLocale } from '../../http/request-locale';
import { translatorFor } from '../../i18n';
import { randomToken } from '../../lib/tokens';
import { CONFIRM_TTL_MS, Flow, FLOW_TTL_MS, type SocialSignInService } from './social-sign-in.service';

/** Ties a confirmation link to the browser that asked for it (see the service's `confirmEmail`). */
export const SOCIAL_EMAIL_COOKIE = 'nutrio_social_email';
const flowCookie = (provider: SocialProvider) => `nutrio_oauth_${provider}`;
/** `/auth/confirm-email`: the confirm route's path without its token. */
const CONFIRM_PATH = api.auth_social_email_confirm.path.slice(
  0,
  api.auth_social_email_confirm.path.lastIndexOf('/'),
);
const BROWSER_SECRET = /^[A-Za-z0-9_-]{32,64}$/;

function encodeFlow(flow: Flow): string {
  return Buffer.from(JSON.stringify(flow)).toString('base64url');
}

function decodeFlow(value: string | undefined): Flow | null {
  if (!value || value.length > 4096) return null;
  try {
    const parsed = Flow.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The locale segment of a path on this site (`/de/konto` → de). */
function localeOfPath(path: string | undefined): Locale | undefined {
  const segment = path?.split(/[/?#]/)[1];
  return isLocale(segment) ? segment : undefined;
}

/**
 * Social sign-in with Google, GitHub and X: GET /auth/:provider sends the browser to the provider, the
 * provider sends it back to /auth/:provider/callback; a provider without a (verified) address leads to the
 * e-mail page, whose address is confirmed by a single-use link to /auth/confirm-email/:token.
 */
export const socialSignInRoutes: FastifyPluginAsyncZod<{
  social: SocialSignInService;
  config: AppConfig;
}> = async (app, { social, config }) => {
  /** Per-IP limits on the calls that reach providers or send mail. */
  const limited = { rateLimit: { max: config.auth.rateLimitMax, timeWindow: 60_000 } };
  const secure = (request: FastifyRequest) =>
    config.publicUrl.startsWith('https://') || request.protocol === 'https';

  function configuredProvider(name: string): SocialProvider {
    if (!social.isConfigured(name)) throw new NotFoundError();
    return name;
  }

  const away = (reply: FastifyReply, target: string) =>
    reply.header('cache-control', 'no-store').redirect(target, 302);

  app.route({
    ...routeFor(app, api.oauth_start),
    handler: async (request, reply) => {
      const provider = configuredProvider(request.params.provider);
      const { next, intent } = request.query;
      const locale = localeOfPath(next) ?? requestLocale(request);
      // Linking adds the provider to the member signed in here; a guest signs in first.
      if (intent === 'link' && !request.session) return away(reply, pageHref('login', locale));
      const { url, flow } = social.start(provider, {
        next,
        locale,
        ...(intent === 'link' && request.session ? { linkTo: request.session.user.id } : {}),
      });
      reply.setCookie(flowCookie(provider), encodeFlow(flow), {
        path: apiHref(api.oauth_start, { provider }),
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        maxAge: FLOW_TTL_MS / 1000,
      });
      return away(reply, url);
    },
  });

  app.route({
    ...routeFor(app, api.oauth_callback),
    config: limited,
    handler: async (request, reply) => {
      const provider = configuredProvider(request.params.provider);
      const flow = decodeFlow(request.cookies[flowCookie(provider)]);
      reply.clearCookie(flowCookie(provider), { path: apiHref(api.oauth_start, { provider }) });
      const locale = flow?.locale ?? requestLocale(request);
      try {
        const outcome = await social.complete(
          provider,
          request.query,
          flow,
          locale,
          request.session?.user.id ?? null,
        );
        if (outcome.status === 'failed') {
          request.log.warn({ provider, reason: outcome.reason, err: outcome.cause }, 'social sign-in failed');
        }
        if (outcome.status === 'signedIn') await app.signIn(request, reply, outcome.userId);
        return away(reply, outcome.redirect);
      } catch (error) {
        request.log.error({ err: error, provider }, 'social sign-in failed');
        return away(reply, pageHref('login', locale, {}, { social: 'failed' }));
      }
    },
  });

  app.route({
    ...routeFor(app, api.account_sign_in_methods),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return social.signInMethods(request.signedIn.user.id);
    },
  });

  app.route({
    ...routeFor(app, api.account_sign_in_method_unlink),
    handler: async (request) => {
      const provider = await social.unlink(request.signedIn.user.id, request.params.provider);
      const message = translatorFor(requestLocale(request))('social:methods.unlinked', {
        provider: SOCIAL_PROVIDER_NAMES[provider],
      });
      return { success: true as const, message };
    },
  });

  app.route({
    ...routeFor(app, api.auth_social_email),
    config: limited,
    handler: async (request, reply) => {
      const { email, language } = request.body;
      const t = translatorFor(language);
      const offered = request.cookies[SOCIAL_EMAIL_COOKIE];
      const browserSecret = offered && BROWSER_SECRET.test(offered) ? offered : randomToken(32);
      const outcome = await social.requestEmailLink(request.body, browserSecret);
      if (outcome === 'unusable') {
        return reply.code(410).send({ success: false, message: t('social:emailStep.expired') });
      }
      reply.setCookie(SOCIAL_EMAIL_COOKIE, browserSecret, {
        path: CONFIRM_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        maxAge: CONFIRM_TTL_MS / 1000,
      });
      return {
        success: true,
        message: t('social:emailStep.sent', { email, minutes: SOCIAL_CONFIRM_LINK_MINUTES }),
      };
    },
  });

  app.route({
    ...routeFor(app, api.auth_social_email_confirm),
    config: limited,
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      try {
        const outcome = await social.confirmEmail(
          request.params.token,
          request.cookies[SOCIAL_EMAIL_COOKIE],
          locale,
        );
        if (outcome.status === 'signedIn') await app.signIn(request, reply, outcome.userId);
        return away(reply, outcome.redirect);
      } catch (error) {
        request.log.error({ err: error }, 'social sign-in e-mail confirmation failed');
        return away(reply, pageHref('login', locale, {}, { social: 'failed' }));
      }
    },
  });
};
