import type { AdminPart } from '../../http/admin-part';
import { createAdminContentRepo } from './admin-content.repo';
import { adminContentRoutes } from './admin-content.routes';
import { createAdminContentService } from './admin-content.service';

/**
 * Articles and professional packages for admins (issue 24 A2). Promotions stay with the promotions module
 * (`admin_promotion_*`), which writes their audit rows.
 */
export const registerAdminContent: AdminPart = async (app, { database }) => {
  const db = database.db;
  await app.register(adminContentRoutes, {
    adminContent: createAdminContentService({
      db,
      repo: createAdminContentRepo(db),
      search: app.searchProvider,
    }),
  });
};
