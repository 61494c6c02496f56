import type { AdminPart } from '../../http/admin-part';

/** Foods, exercises and e-books for admins (issue 24 A2). */
export const registerAdminCatalogues: AdminPart = async () => {};
