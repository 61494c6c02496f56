// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the helper's first route uses it
import { endpoint } from '../route-kit';

/** Articles, promotions, professional packages for admins (issue 24 A2). */
export const adminContentRoutes = {} as const;
