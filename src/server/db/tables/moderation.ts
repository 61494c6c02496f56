/** Columns and tables of moderation and refunds (issue 24): none yet. */
export type ModerationTables = Record<never, never>;
