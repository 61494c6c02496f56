import { z } from 'zod';
import { LOCALES } from '../i18n/locales';

/** TOAST-06 (DECISIONS): a comment, when given, has at least 10 characters. */
export const FEEDBACK_COMMENT_MIN = 10;
export const FEEDBACK_COMMENT_MAX = 2000;

/**
 * The feedback modal's message (TOAST-05, TOAST-06): a rating of 1–5, an optional comment and an optional
 * e-mail address, with the page it was sent from and that page's language.
 */
export const FeedbackInput = z.object({
  rating: z.number('ratingRequired').int('ratingRequired').min(1, 'ratingRequired').max(5, 'ratingRequired'),
  comment: z
    .string('invalidValue')
    .trim()
    .max(FEEDBACK_COMMENT_MAX, 'commentTooLong')
    .refine((text) => text === '' || text.length >= FEEDBACK_COMMENT_MIN, 'commentTooShort')
    .optional(),
  email: z
    .string('emailInvalid')
    .trim()
    .pipe(z.union([z.literal(''), z.email('emailInvalid').max(254, 'emailInvalid')]))
    .optional(),
  path: z
    .string('invalidValue')
    .max(500, 'invalidValue')
    .regex(/^\/[^\s]*$/, 'invalidValue'),
  locale: z.enum(LOCALES, 'invalidValue'),
});
export type FeedbackInput = z.infer<typeof FeedbackInput>;
export const FeedbackSent = z.object({ success: z.literal(true) });

/** One message as admins read it, newest first. */
export const FeedbackEntry = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  email: z.string().nullable(),
  path: z.string(),
  locale: z.enum(LOCALES),
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof FeedbackEntry>;
export const FeedbackListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(1),
});
export const FeedbackListResponse = z.object({
  items: z.array(FeedbackEntry),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  /** The average rating of all messages, null without any. */
  averageRating: z.number().nullable(),
});
export type FeedbackListResponse = z.infer<typeof FeedbackListResponse>;
