import type { FeedbackInput, FeedbackListResponse } from '../../../core/contracts/feedback';
import { presentFeedbackPage } from './feedback.presenter';
import type { FeedbackRepo } from './feedback.repo';

/** The admins' list shows this many per page. */
export const FEEDBACK_PER_PAGE = 20;

/**
 * The feedback modal (issue 21 A4; TOAST-05, TOAST-06): anyone may send a rating with an optional comment and
 * e-mail address; admins read them.
 */
export function createFeedbackService({
  repo,
  now = () => new Date(),
}: {
  repo: FeedbackRepo;
  now?: () => Date;
}) {
  return {
    /** Stores the message: an empty comment or e-mail address is none; the address in lower case. */
    async send(input: FeedbackInput): Promise<{ success: true }> {
      const comment = input.comment?.trim() ?? '';
      const email = input.email?.trim().toLowerCase() ?? '';
      await repo.insert({
        rating: input.rating,
        comment: comment === '' ? null : comment,
        email: email === '' ? null : email,
        path: input.path,
        locale: input.locale,
        created_at: now().toISOString(),
      });
      return { success: true };
    },

    /** One page of messages, newest first, with how many there are and their average rating. */
    async list(page: number): Promise<FeedbackListResponse> {
      const [rows, { total, average }] = await Promise.all([
        repo.page((page - 1) * FEEDBACK_PER_PAGE, FEEDBACK_PER_PAGE),
        repo.summary(),
      ]);
      return presentFeedbackPage(rows, { page, perPage: FEEDBACK_PER_PAGE, total, average });
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
