import type { AdminPart } from '../../http/admin-part';

/** Search-engine health dashboard and search log (issue 24 A4). */
export const registerSeoHealth: AdminPart = async () => {};
