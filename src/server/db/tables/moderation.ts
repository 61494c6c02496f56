/**
 * Moderation and refunds (issue 24) add no tables: their columns are on `specialists`, `companies`
 * (`unpublished_at`, `unpublished_reason`) and `orders` (`refunded_at`, `refunded_by`) in schema.ts.
 */
export type ModerationTables = Record<never, never>;
