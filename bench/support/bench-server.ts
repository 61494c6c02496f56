/**
 * The server of `npm run bench:load`, in a process of its own so that the load generator does not share its
 * event loop: the real reference data plus BENCH_SYNTHETIC synthetic recipes, on loopback, rate limiting
 * off (DB_READERS passes through). Prints one JSON line ({ base, recipe }) once it listens; stops on SIGTERM.
 */
import { BENCH_API_KEY, servedAppWithData } from './served-app';
import { addSyntheticRecipes } from './synthetic-recipes';

const synthetic = Number(process.env.BENCH_SYNTHETIC ?? 0);
const { app, base, close } = await servedAppWithData({
  NODE_ENV: 'production',
  LOG_FORMAT: 'json',
  PUBLIC_API_KEY: BENCH_API_KEY,
  ...(process.env.DB_READERS ? { DB_READERS: process.env.DB_READERS } : {}),
});
process.on('SIGTERM', () => void close().finally(() => process.exit(0)));
if (synthetic > 0) await addSyntheticRecipes(app.database.db, app.searchProvider, 'sqlite', synthetic);
const recipe = await app.database.db
  .selectFrom('recipes')
  .select(['id', 'slug_en'])
  .orderBy('id')
  .executeTakeFirstOrThrow();
const { count } = await app.database.db
  .selectFrom('recipes')
  .select((eb) => eb.fn.countAll<number>().as('count'))
  .executeTakeFirstOrThrow();
console.log(
  JSON.stringify({ base, recipes: Number(count), recipe: `/en/recipes/${recipe.id}-${recipe.slug_en}` }),
);
