import type { FastifyRequest } from 'fastify';
import {
  isLocale,
  LOCALE_COOKIE,
  normalizeLocale,
  preferredLocale,
  type Locale,
} from '../../core/i18n/locales';

function field(source: unknown, name: string): unknown {
  return source && typeof source === 'object' && name in source
    ? (source as Record<string, unknown>)[name]
    : undefined;
}

/**
 * The locale a response speaks: `_locale`/`locale` from the query or body (as the spec's calls send it),
 * then the page path's locale segment, then the remembered choice and Accept-Language.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const explicit =
    field(request.query, '_locale') ??
    field(request.query, 'locale') ??
    field(request.body, '_locale') ??
    field(request.body, 'locale') ??
    field(request.body, 'language');
  if (typeof explicit === 'string' && explicit !== '') return normalizeLocale(explicit);
  const segment = request.url.split('/')[1];
  if (isLocale(segment)) return segment;
  return preferredLocale({
    cookie: request.cookies?.[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}
