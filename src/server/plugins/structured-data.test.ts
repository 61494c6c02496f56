import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/i18n/locales';
import { pagePath } from '../../core/routes';
import { buildReferenceFixture, type ReferenceFixture } from '../testing/reference-fixture';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../testing/test-app';
import { catalogueIndexing } from '../modules/catalogue/catalogues';
import { importReferenceData } from '../modules/reference-data/reference-import';
import { metaContent, ofType, structuredData } from '../testing/structured-data-check';

const BASE = 'https://nutrio.test';
describe.each(TEST_DIALECTS)(
  'structured data and link previews of public pages on %s (issue 14 A2)',
  (dialect) => {
    let t: TestApp;
    let fixture: ReferenceFixture;
    let recipeId = 0;
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    beforeAll(async () => {
      t = await createTestApp(dialect);
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

    it.each(LOCALES)(
      '%s recipe page: a Recipe with ingredients, steps, time, yield and nutrition from our data, and its breadcrumbs',
      async (locale: Locale) => {
        const api = await t.app.inject({
          method: 'GET',
          url: `/api/recipes/${recipeId}?_locale=${locale}`,
          headers: { authorization: `Bearer ${TEST_API_KEY}` },
        });
        expect(api.statusCode).toBe(200);
        const detail = api.json() as {
          name: string;
          slug: string;
          portions: number;
          time: number;
          ingredients: unknown[];
          instructions: string[];
          kcalPortion: number;
          image: string;
        };
        const url = `${BASE}${pagePath('recipeDetail', locale, { idSlug: `${recipeId}-${detail.slug}` })}`;
        const res = await get(url.slice(BASE.length));
        expect(res.statusCode).toBe(200);
        const graph = structuredData(res.body);
        const [recipe] = ofType(graph, 'Recipe');
        expect(recipe).toMatchObject({
          name: detail.name,
          url,
          inLanguage: locale,
          image: [`${BASE}${detail.image}`],
          prepTime: `PT${detail.time}M`,
          recipeYield: [String(detail.portions), expect.stringContaining(String(detail.portions))],
          recipeInstructions: detail.instructions.map((text, i) => ({
            '@type': 'HowToStep',
            position: i + 1,
            text,
          })),
        });
        expect(recipe!.recipeIngredient).toHaveLength(detail.ingredients.length);
        const nutrition = recipe!.nutrition as Record<string, string>;
        expect(Math.round(Number.parseFloat(nutrition.calories!))).toBe(Math.round(detail.kcalPortion));
        expect(nutrition.calories).toMatch(/ kcal$/);
        expect(nutrition.proteinContent).toMatch(/^\d+(\.\d)? g$/);
        const [crumbs] = ofType(graph, 'BreadcrumbList');
        expect((crumbs!.itemListElement as Array<{ item: string; name: string }>).map((i) => i.item)).toEqual(
          [`${BASE}/${locale}/`, `${BASE}${pagePath('recipes', locale, {})}`, url],
        );
        expect((crumbs!.itemListElement as Array<{ name: string }>).at(-1)!.name).toBe(detail.name);
        // The cover is SVG, which link previews do not show: its 1200 × 630 JPEG rendering stands in.
        const preview = detail.image.replace(/\.svg$/, '-preview.jpg');
        expect(metaContent(res.body, 'og:image')).toBe(`${BASE}${preview}`);
        const file = join(fixture.paths.mediaDir, preview.replace(/^\/media\//, ''));
        expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
        expect(metaContent(res.body, 'og:type')).toBe('article');
        expect(metaContent(res.body, 'og:url')).toBe(url);
        expect(metaContent(res.body, 'twitter:card')).toBe('summary_large_image');
      },
    );

    it('list pages, about-data and home: breadcrumbs in the page language; home names the web site', async () => {
      const list = structuredData((await get('/de/lebensmittel/')).body);
      expect(ofType(list, 'BreadcrumbList')[0]!.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Start', item: `${BASE}/de/` },
        { '@type': 'ListItem', position: 2, name: 'Lebensmittel', item: `${BASE}/de/lebensmittel/` },
      ]);
      const about = structuredData((await get('/pl/o-danych')).body);
      expect((ofType(about, 'BreadcrumbList')[0]!.itemListElement as Array<{ name: string }>)[1]!.name).toBe(
        'O danych',
      );
      const home = await get('/en/');
      const graph = structuredData(home.body);
      expect(ofType(graph, 'WebSite')[0]).toMatchObject({ name: 'Nutrio', url: `${BASE}/en/` });
      expect(metaContent(home.body, 'og:type')).toBe('website');
      expect(metaContent(home.body, 'og:locale')).toBe('en_GB');
      expect(metaContent(home.body, 'og:image:alt')).toMatch(/Nutrio/);
    });

    it('an exercise page previews with its own photo', async () => {
      const exercise = await t.app.database.db
        .selectFrom('exercises')
        .select(['id', 'slug_en', 'images'])
        .executeTakeFirstOrThrow();
      const res = await get(`/en/exercises/${exercise.id}-${exercise.slug_en}`);
      const [photo] = JSON.parse(exercise.images) as string[];
      expect(metaContent(res.body, 'og:image')).toBe(`${BASE}/media/${photo}`);
      expect(ofType(structuredData(res.body), 'BreadcrumbList')).toHaveLength(1);
    });

    it('text from the data cannot end the JSON-LD block or inject markup', async () => {
      await t.app.database.db
        .updateTable('recipes')
        .set({ name_en: 'Apples </script><script>alert(1)</script> & "butter"' })
        .where('id', '=', recipeId)
        .execute();
      const res = await get(`/en/recipes/${recipeId}-apples-in-butter`);
      expect(res.body).not.toContain('<script>alert(1)');
      const [recipe] = ofType(structuredData(res.body), 'Recipe');
      expect(recipe!.name).toBe('Apples </script><script>alert(1)</script> & "butter"');
    });
  },
);
