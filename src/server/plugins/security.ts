import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
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
export async function registerSecurity(app: FastifyInstance, config: AppConfig, redis?: Redis): Promise<void> {
  const dev = config.env === 'development';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // Inline styles stay allowed: Radix dialogs lock the page's scroll with an injected <style> element and the
        // print view carries its own; styles cannot run script, while script-src stays 'self' only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: dev ? ["'self'", 'ws:'] : ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  });

  if (config.rateLimit.enabled) {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      // Hashed assets are cached forever; in development Vite serves hundreds of modules per page.
      allowList: (request) => request.url.startsWith('/assets/') || (dev && !request.url.startsWith('/api/')),
      errorResponseBuilder: () => new RateLimitError(),
      ...(redis ? sharedStore(redis) : {}),
    });
  }
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
