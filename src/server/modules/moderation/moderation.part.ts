import type { AdminPart } from '../../http/admin-part';

/** Moderation of specialists and companies, refunds (issue 24). */
export const registerModeration: AdminPart = async () => {};
