import type { AdminPart } from '../../http/admin-part';
import { createAdminCataloguesRepo } from './admin-catalogues.repo';
import { adminCataloguesRoutes } from './admin-catalogues.routes';
import { createAdminCataloguesService } from './admin-catalogues.service';
import { createCompendium } from './compendium';
import { createCatalogueFiles } from './media-files';

/** Foods, exercises and e-books for admins (issue 24 A2). */
export const registerAdminCatalogues: AdminPart = async (app, { database, config }) => {
  await app.register(adminCataloguesRoutes, {
    catalogues: createAdminCataloguesService({
      repo: createAdminCataloguesRepo(database.db, app.searchProvider),
      compendium: createCompendium(config.dataDir),
      files: createCatalogueFiles(config.varDir, config.filesDir),
      index: (documents) => app.searchProvider.upsert(documents),
    }),
  });
};
