// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the helper's first route uses it
import { endpoint } from '../route-kit';

/** Search-engine health dashboard and search log (issue 24 A4): admins only. */
export const seoHealthRoutes = {} as const;
