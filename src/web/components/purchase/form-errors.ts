import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';

/** Field path ("address.zip") → message. */
export type FieldErrors = Record<string, string>;

/** A failed parse's first message per field, translated (FORM-15: else "Please provide a valid value."). */
export function fieldErrors(error: z.ZodError, t: TFunction, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = prefix + (issue.path.join('.') || 'form');
    errors[path] ??= t(`errors:${issue.message}`, { defaultValue: t('errors:invalidValue') });
  }
  return errors;
}

/** A failed call: the server's field messages, and its message (or a default) for the form. */
export function failureOf(error: unknown, fallback: string): { fields: FieldErrors; message: string } {
  if (error instanceof ApiError && error.code !== 'http_error')
    return { fields: error.fields, message: error.message || fallback };
  return { fields: {}, message: fallback };
}
