import type { AdminPart } from '../../http/admin-part';
import { createAdminRecipesRepo } from './admin-recipes.repo';
import { adminRecipesRoutes } from './admin-recipes.routes';
import { createAdminRecipesService } from './admin-recipes.service';

/** Recipe editing for admins (issue 24 A2). */
export const registerAdminRecipes: AdminPart = async (app, { database }) => {
  const repo = createAdminRecipesRepo(database.db, database.adapter, app.searchProvider);
  await app.register(adminRecipesRoutes, { adminRecipes: createAdminRecipesService({ repo }) });
};
