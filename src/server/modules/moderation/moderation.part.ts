import type { AdminPart } from '../../http/admin-part';
import { createModerationRepo } from './moderation.repo';
import { moderationRoutes } from './moderation.routes';
import { createModerationService } from './moderation.service';

/**
 * Moderation of specialists and companies (issue 24 A2). The refund of an order (A3) is the orders module's
 * (`admin_order_refund` in orders.routes.ts): it knows what an order granted and revokes it.
 */
export const registerModeration: AdminPart = async (app, { database }) => {
  await app.register(moderationRoutes, {
    moderation: createModerationService({ repo: createModerationRepo(database.db) }),
  });
};
