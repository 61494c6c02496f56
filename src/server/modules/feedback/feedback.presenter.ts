import type { FeedbackEntry, FeedbackListResponse } from '../../../core/contracts/feedback';
import { normalizeLocale } from '../../../core/i18n/locales';
import type { FeedbackRow } from './feedback.repo';

/** One stored message as admins read it. */
export function presentFeedbackEntry(row: FeedbackRow): FeedbackEntry {
  return {
    id: Number(row.id),
    rating: Number(row.rating),
    comment: row.comment,
    email: row.email,
    path: row.path,
    locale: normalizeLocale(row.locale),
    createdAt: row.created_at,
  };
}

/** The admins' list: one page, how many there are and their average rating to one decimal. */
export function presentFeedbackPage(
  rows: FeedbackRow[],
  { page, perPage, total, average }: { page: number; perPage: number; total: number; average: number | null },
): FeedbackListResponse {
  return {
    items: rows.map(presentFeedbackEntry),
    total,
    page,
    perPage,
    averageRating: average === null ? null : Math.round(average * 10) / 10,
  };
}
