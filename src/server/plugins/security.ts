import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { api } from '../../core/routes';
import { RateLimitError } from '../errors';

/** Prefix of the rate-limit keys in Redis, so they can share a database with other data. */
export const RATE_LIMIT_NAMESPACE = 'nutrio-rl:';

/**
 * Security headers with a CSP that allows no inline script (the page's config travels as a JSON data
 * block, which CSP does not execute), and per-IP rate limits. Vite's dev server needs its inline
 * preamble and websocket, so development alone relaxes script-src and connect-src.
 *
 * With `redis`, the counters live in Redis, so instances behind one load balancer share each limit (the
 * per-route limits of the auth routes too: the plugin derives their stores from this one).
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  redis?: Redis,
): Promise<void> {
  const dev = config.env === 'development';
  // Built once: @fastify/helmet built the middleware (parsing every directive) again for each request, 5 % of a
  // computed search's CPU. Pages add a nonce of their own to style-src (addPageNonce below); other responses need none.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: dev ? ["'self'", 'ws:'] : ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Street view is Google's embedded frame, offered only when its key is configured (issue 17 A3).
        frameSrc: config.maps.streetViewKey ? ['https://www.google.com'] : ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  });
  // Helmet throws on a bad setting (at start, above); its callback carries nothing.
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  if (config.rateLimit.enabled) {
    const groupOf = rateLimitGroups();
    await app.register(rateLimit, {
      global: true,
      // Each group counts on its own: a burst of catalogue reads does not use up the saves, or the reverse.
      keyGenerator: (request) => `${groupOf(request)}:${request.ip}`,
      max: (request) => (groupOf(request) === 'write' ? config.rateLimit.writeMax : config.rateLimit.max),
      timeWindow: config.rateLimit.windowMs,
      allowList: (request) => groupOf(request) === 'exempt',
      errorResponseBuilder: () => new RateLimitError(),
      ...(redis ? sharedStore(redis) : {}),
    });
  }
}

/**
 * A fresh nonce for a page, added to its style-src: the <style> elements made at run time (Radix's scroll
 * lock, the print views) carry it from the page config, so no inline style is allowed wholesale. Only pages
 * get one (generating it for every API answer cost 2 % of a search's CPU). Development has no nonce: Vite
 * injects its own <style> elements, allowed by 'unsafe-inline', which a nonce would switch off.
 */
export function addPageNonce(reply: FastifyReply, config: AppConfig): string | null {
  const policy = reply.getHeader('content-security-policy');
  if (config.env === 'development' || typeof policy !== 'string') return null;
  const nonce = randomBytes(16).toString('base64');
  reply.header(
    'content-security-policy',
    policy.replace(/(^|;)style-src ([^;]*)/, `$1style-src $2 'nonce-${nonce}'`),
  );
  return nonce;
}

/**
 * The limit a request counts towards (issue 13 A7): the API is limited, the site is not. `exempt`: pages,
 * assets, media and the probes — a page costs no more than the API calls it makes, which are counted;
 * `write`: the API's mutations other than catalogue searches (saves, uploads, account changes), strict;
 * `read`: everything else on the API, generous. The sign-in calls carry their own stricter per-route limit.
 */
export type RateLimitGroup = 'exempt' | 'read' | 'write';

function rateLimitGroups(): (request: FastifyRequest) => RateLimitGroup {
  const searches = new Set(
    Object.values(api)
      .filter((route) => route.access === 'api-key')
      .map((route) => `${route.method} ${route.path}`),
  );
  return (request) => {
    const url = request.routeOptions.url ?? request.url;
    // The sign-in redirects (/auth/…) count like the API: the per-route limits of the auth calls inherit this.
    if (!/^\/(api|auth)\//.test(url) || url === api.health.path || url === api.ready.path) return 'exempt';
    if (request.method === 'GET' || request.method === 'HEAD' || searches.has(`${request.method} ${url}`))
      return 'read';
    return 'write';
  };
}

/** Where Redis keeps the counters: our own key prefix, and no silent fallback. */
function sharedStore(redis: Redis) {
  return {
    redis,
    nameSpace: RATE_LIMIT_NAMESPACE,
    // Fail closed: while Redis cannot count, requests fail (quickly, see lib/redis) instead of the limits
    // that guard sign-in and registration quietly switching off. /api/ready reports the outage.
    skipOnError: false,
  };
}
