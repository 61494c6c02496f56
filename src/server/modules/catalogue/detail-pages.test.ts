import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceFixture, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { importReferenceData } from '../reference-data/reference-import';
import { catalogueIndexing } from './catalogues';

describe('detail pages served by the server', () => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  let recipeId = 0;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    fixture = buildReferenceFixture();
    await importReferenceData(t.app.database.db, fixture.paths, {
      search: catalogueIndexing(t.app.database.db, t.app.searchProvider),
    });
    recipeId = (
      await t.app.database.db
        .selectFrom('recipes')
        .select('id')
        .where('source_id', '=', 'apple-butter-test')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('a recipe page carries its own title, description and canonical URL in the HTML', async () => {
    const res = await get(`/de/rezepte/${recipeId}-apfel-in-butter`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Äpfel in Butter – Nutrio</title>');
    expect(res.body).toContain('<meta name="description" content="In Butter gebratene Äpfel." />');
    expect(res.body).toContain(
      `<link rel="canonical" href="https://nutrio.test/de/rezepte/${recipeId}-apfel-in-butter" />`,
    );
    // Each language's alternate carries that language's slug (the page is served there without a redirect).
    expect(res.body).toContain(
      `hreflang="pl" href="https://nutrio.test/pl/przepisy/${recipeId}-jablka-na-masle"`,
    );
    expect(res.body).toContain(
      `hreflang="en" href="https://nutrio.test/en/recipes/${recipeId}-apples-in-butter"`,
    );
    expect((await get(`/pl/przepisy/${recipeId}-jablka-na-masle`)).statusCode).toBe(200);
  });

  it('a missing or stale slug redirects (301) to the canonical one', async () => {
    expect((await get(`/de/rezepte/${recipeId}`)).headers.location).toBe(
      `/de/rezepte/${recipeId}-apfel-in-butter`,
    );
    expect((await get(`/en/recipes/${recipeId}-old-name?x=1`)).headers.location).toBe(
      `/en/recipes/${recipeId}-apples-in-butter?x=1`,
    );
  });

  it('[TOAST-07] an unknown id or a non-numeric one gets the 404 page with HTTP 404', async () => {
    expect((await get('/en/recipes/999999-nothing')).statusCode).toBe(404);
    expect((await get('/en/foods/not-a-number')).statusCode).toBe(404);
    expect((await get('/pl/cwiczenia/0')).statusCode).toBe(404);
  });

  it('food and exercise pages name themselves', async () => {
    const food = await t.app.database.db
      .selectFrom('foods')
      .select(['id', 'slug_pl'])
      .where('ndb_no', '=', '01001')
      .executeTakeFirstOrThrow();
    const res = await get(`/pl/produkty-spozywcze/${food.id}-${food.slug_pl}`);
    expect(res.body).toContain('<title>Masło solone – Nutrio</title>');
    expect(res.body).toContain('Nabiał i jaja · 717 kcal / 100 g');
    const exercise = await t.app.database.db
      .selectFrom('exercises')
      .select(['id', 'slug_en'])
      .where('source_id', '=', 'Rowing_Stationary')
      .executeTakeFirstOrThrow();
    const page = await get(`/en/exercises/${exercise.id}-${exercise.slug_en}`);
    expect(page.body).toContain('<title>Rowing, Stationary – Nutrio</title>');
    expect(page.body).toContain('7 MET · 490 kcal/h');
  });
});
