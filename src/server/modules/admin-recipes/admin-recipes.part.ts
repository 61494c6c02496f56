import type { AdminPart } from '../../http/admin-part';

/** Recipe editing for admins (issue 24 A2). */
export const registerAdminRecipes: AdminPart = async () => {};
