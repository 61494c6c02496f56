import { z } from 'zod';
import { pageOf, RecordId } from './common';

/**
 * Moderation of specialists and companies (issue 24 A2): admins list the directory's profiles with their
 * owners and take a profile off the public site (with an optional reason) or put it back.
 */
export const MODERATION_PER_PAGE = 20;
export const MODERATION_KINDS = ['specialists', 'companies'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
export const PUBLICATION_FILTERS = ['all', 'published', 'unpublished'] as const;
export type PublicationFilter = (typeof PUBLICATION_FILTERS)[number];
export const MAX_UNPUBLISH_REASON = 500;

export const ModerationKindParams = z.object({
  kind: z.enum(MODERATION_KINDS, { error: 'invalidValue' }),
});
export type ModerationKindParams = z.infer<typeof ModerationKindParams>;

export const ModerationEntryParams = ModerationKindParams.extend({ id: RecordId });
export type ModerationEntryParams = z.infer<typeof ModerationEntryParams>;

export const ModerationQuery = z.object({
  /** Part of the name or of the owner's e-mail address. */
  q: z.string('invalidValue').trim().max(200, 'invalidValue').optional(),
  status: z.enum(PUBLICATION_FILTERS, { error: 'invalidValue' }).default('all'),
  page: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(10_000, 'invalidValue')
    .default(1),
});
export type ModerationQuery = z.infer<typeof ModerationQuery>;

export const ModerationEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `<id>-<slug>`: the public profile's path segment (the same in every language). */
  idSlug: z.string(),
  /** The owner's e-mail address; null for a club nobody owns. */
  ownerEmail: z.string().nullable(),
  published: z.boolean(),
  unpublishedAt: z.string().nullable(),
  unpublishedReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type ModerationEntry = z.infer<typeof ModerationEntry>;

export const ModerationResponse = pageOf(ModerationEntry);
export type ModerationResponse = z.infer<typeof ModerationResponse>;

/** Publish, or unpublish with an optional reason (kept for the owner's banner and the audit log). */
export const SetPublicationRequest = z.object({
  published: z.boolean('invalidValue'),
  reason: z
    .string('invalidValue')
    .trim()
    .max(MAX_UNPUBLISH_REASON, 'invalidValue')
    .optional()
    .transform((reason) => (reason ? reason : undefined)),
});
export type SetPublicationRequest = z.input<typeof SetPublicationRequest>;
