import type { AdminPart } from '../../http/admin-part';

/** Articles, promotions, professional packages for admins (issue 24 A2). */
export const registerAdminContent: AdminPart = async () => {};
