import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../core/contracts/common';
import { AppError, RateLimitError, ValidationError } from '../errors';
import { errorText } from '../i18n';
import { requestLocale } from '../http/request-locale';

const FRAMEWORK_ERRORS: Record<string, { status: number; key: string; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge', code: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    key: 'unsupportedMediaType',
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidJson', code: 'invalid_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson', code: 'invalid_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'badRequest', code: 'bad_request' },
};

const CATALOGUE_KEY = /^[A-Za-z][\w.]*$/;

function errorBody(
  request: FastifyRequest,
  key: string,
  code: string,
  fields?: Record<string, string>,
  params?: Record<string, string | number>,
): ErrorBody {
  const locale = requestLocale(request);
  return {
    success: false,
    error: errorText(locale, key, params),
    code,
    ...(fields && Object.keys(fields).length > 0
      ? {
          errors: Object.fromEntries(Object.entries(fields).map(([name, k]) => [name, errorText(locale, k)])),
        }
      : {}),
    requestId: String(request.id),
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: string,
  code: string,
  fields?: Record<string, string>,
  params?: Record<string, string | number>,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json')
    .send(errorBody(request, key, code, fields, params));
}

/**
 * One error handler for the whole API: typed errors keep their status and translated text, bad input is
 * always a 4xx, and a 5xx never shows internals.
 */
/** True when a NUL character hides anywhere in a parsed value (strings, keys, nested objects and arrays). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

export function registerErrorHandler(app: FastifyInstance): void {
  // No text may carry a NUL character: PostgreSQL cannot store one, and no form has a use for it.
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params))
      throw new ValidationError(undefined, 'nulCharacter');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(
        request,
        reply,
        error.statusCode,
        error.messageKey,
        error.code,
        error.fields,
        error instanceof RateLimitError ? error.params : undefined,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name =
          issue.instancePath.split('/').filter(Boolean).join('.') || error.validationContext || 'request';
        // A contract may name a catalogue text as its message; anything else reads "Please provide a valid value."
        const message = issue.message ?? '';
        fields[name] ??= CATALOGUE_KEY.test(message) ? message : 'invalidValue';
      }
      // Calls made as forms (the chat's, A §7) read their errors from `error` alone: one field's own text goes there.
      const texts = Object.values(fields);
      const headline =
        request.routeOptions.config?.formBody && texts.length === 1 && texts[0] !== 'invalidValue'
          ? texts[0]!
          : 'validation';
      return sendError(request, reply, 400, headline, 'validation_failed', fields);
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return sendError(request, reply, known.status, known.key, known.code);
    if (
      error instanceof SyntaxError ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return error instanceof SyntaxError
        ? sendError(request, reply, status, 'invalidJson', 'invalid_json')
        : sendError(request, reply, status, 'badRequest', 'bad_request');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'internal', 'internal_error');
  });
}
