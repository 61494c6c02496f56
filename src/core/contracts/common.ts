import { z } from 'zod';
import { LOCALES, normalizeLocale } from '../i18n/locales';
import { MAX_SEARCH_TEXT } from './catalogue-options';

/** `_locale` as the spec's calls send it: normalised, unsupported → en. */
export const LocaleSchema = z
  .string()
  .optional()
  .transform((value) => normalizeLocale(value ?? ''));

export const SupportedLocale = z.enum(LOCALES);

/** The body shape of every API error (ARCHITECTURE §3). */
export const ErrorBody = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * A record id in a path: canonical decimal digits only (`0x10`, `1e1`, `+16`, `016` name no record), up to
 * the largest id the databases hold.
 */
export const RecordId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'invalidValue')
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, 'invalidValue'));

/** A typed search text: at most 200 characters, no NUL, trimmed. */
export const SearchText = z
  .string()
  .max(MAX_SEARCH_TEXT, 'searchTextTooLong')
  .refine((text) => !text.includes('\u0000'), 'nulCharacter')
  .transform((text) => text.trim());

/** One page of an admin list: its items, the total and where the page stands. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  });
