import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../core/i18n/locales';
import {
  buildReferenceFixture,
  FIXTURE_RECIPES,
  type ReferenceFixture,
} from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';
import { amountWords, capAtSentence, narrationText, plainText, spokenNumber } from './narration-text';

describe('narration wording (issue 23 A5)', () => {
  it('spells units with the plural form each language needs, Polish included', () => {
    expect(amountWords(1, 'gram', 'pl')).toBe('1 gram');
    expect(amountWords(2, 'gram', 'pl')).toBe('2 gramy');
    expect(amountWords(5, 'gram', 'pl')).toBe('5 gramów');
    expect(amountWords(22, 'gram', 'pl')).toBe('22 gramy');
    expect(amountWords(12, 'gram', 'pl')).toBe('12 gramów');
    expect(amountWords(1.5, 'gram', 'pl')).toBe('1,5 grama');
    expect(amountWords(2, 'tbsp', 'pl')).toBe('2 łyżki');
    expect(amountWords(5, 'piece', 'pl')).toBe('5 sztuk');
    expect(amountWords(1, 'gram', 'en')).toBe('1 gram');
    expect(amountWords(200, 'gram', 'en')).toBe('200 grams');
    expect(amountWords(2, 'tbsp', 'en')).toBe('2 tablespoons');
    expect(amountWords(1, 'tsp', 'de')).toBe('1 Teelöffel');
    expect(amountWords(3, 'clove', 'de')).toBe('3 Zehen');
    expect(amountWords(1, 'large slice', 'en')).toBe('1 large slice');
    // A unit we have no words for is read as the data writes it.
    expect(amountWords(2, 'dash', 'en')).toBe('2 dash');
  });

  it('writes decimals so that they read right: a comma in pl and de, no grouping, rounded', () => {
    expect(spokenNumber(1.5, 'pl')).toBe('1,5');
    expect(spokenNumber(1.5, 'de')).toBe('1,5');
    expect(spokenNumber(1.5, 'en')).toBe('1.5');
    expect(spokenNumber(1000, 'en')).toBe('1000');
    expect(spokenNumber(0.25, 'de')).toBe('0,25');
    expect(spokenNumber(33.3333, 'pl', 1)).toBe('33,3');
    expect(amountWords(1.5, 'gram', 'de')).toBe('1,5 Gramm');
    expect(amountWords(1.5, 'gram', 'en')).toBe('1.5 grams');
    // The plural form follows the number as it is read: 0.999 reads "1".
    expect(amountWords(0.999, 'gram', 'pl', 1)).toBe('1 gram');
  });

  it('reads Markdown and stray HTML as plain sentences', () => {
    const text = plainText(
      '## Why fibre\n\nFibre **feeds** the [gut](https://example.org) <b>bacteria</b> &amp; more.\n\n' +
        '- oats\n- *beans*\n\n<div class="x">Boxed</div>\n\n> A quote\n\n```\ncode();\n```',
    );
    expect(text).toBe('Why fibre. Fibre feeds the gut bacteria & more. oats. beans. Boxed. A quote.');
    expect(plainText('Plain text stays.')).toBe('Plain text stays.');
  });

  it('cuts a long text at the last sentence end that fits', () => {
    expect(capAtSentence('One. Two. Three.', 12)).toBe('One. Two.');
    expect(capAtSentence('One. Two.', 100)).toBe('One. Two.');
    expect(capAtSentence('no sentence end here at all', 12)).toBe('no sentence');
  });
});

const ARTICLE_BODY: Record<Locale, string> = {
  en: '## Start slowly\n\nEat **more** fibre: see [the guide](https://example.org).\n\n- oats\n- beans\n\n<p>Drink water.</p>',
  pl: '## Zacznij powoli\n\nJedz **więcej** błonnika: zobacz [poradnik](https://example.org).\n\n- owies\n- fasola\n\n<p>Pij wodę.</p>',
  de: '## Langsam anfangen\n\nIss **mehr** Ballaststoffe: siehe [den Ratgeber](https://example.org).\n\n- Hafer\n- Bohnen\n\n<p>Trink Wasser.</p>',
};

const NAMES = {
  article: { en: 'Fibre basics', pl: 'Podstawy błonnika', de: 'Ballaststoffe kurz erklärt' },
  ebook: { en: 'The oat book', pl: 'Książka o owsie', de: 'Das Haferbuch' },
  template: { en: 'Light week', pl: 'Lekki tydzień', de: 'Leichte Woche' },
} as const;

function localized<T extends string>(prefix: T, values: Record<Locale, string>) {
  return Object.fromEntries(LOCALES.map((l) => [`${prefix}_${l}`, values[l]])) as Record<
    `${T}_${Locale}`,
    string
  >;
}

const noMarks = (text: string) => {
  expect(text).not.toMatch(/[<>*#`]|\]\(/);
};

describe.each(TEST_DIALECTS)('narration text on %s (issue 23 A5)', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  const db = () => t.app.database.db;
  const ids = { recipe: 0, food: 0, exercise: 0, article: 0, ebook: 0, template: 0 };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    fixture = buildReferenceFixture();
    await importReferenceData(db(), fixture.paths, { search: catalogueIndexing(db(), t.app.searchProvider) });
    ids.recipe = (
      await db()
        .selectFrom('recipes')
        .select('id')
        .where('name_en', '=', 'Apples in butter')
        .executeTakeFirstOrThrow()
    ).id;
    ids.food = (
      await db().selectFrom('foods').select('id').where('ndb_no', '=', '09003').executeTakeFirstOrThrow()
    ).id;
    ids.exercise = (
      await db()
        .selectFrom('exercises')
        .select('id')
        .where('name_en', 'like', '3/4 Sit-Up%')
        .executeTakeFirstOrThrow()
    ).id;
    ids.article = (
      await db()
        .insertInto('articles')
        .values({
          key: 'narration-test',
          category: 'nutrition',
          published_at: '2026-01-10',
          ...localized('name', NAMES.article),
          ...localized('slug', NAMES.article),
          ...localized('sort_key', NAMES.article),
          ...localized('description', {
            en: 'Why **fibre** matters.',
            pl: 'Po co błonnik.',
            de: 'Warum Ballaststoffe.',
          }),
          ...localized('body', ARTICLE_BODY),
          read_time_en: 1,
          read_time_pl: 1,
          read_time_de: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.ebook = (
      await db()
        .insertInto('ebooks')
        .values({
          key: 'narration-test',
          writer: 'Ann Writer',
          category: 'nutrition',
          created_at: '2026-01-10',
          ...localized('name', NAMES.ebook),
          ...localized('slug', NAMES.ebook),
          ...localized('sort_key', NAMES.ebook),
          ...localized('description', {
            en: 'All about *oats*.',
            pl: 'Wszystko o owsie.',
            de: 'Alles über Hafer.',
          }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const recipeIds = (await db().selectFrom('recipes').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    ids.template = (
      await db()
        .insertInto('diet_templates')
        .values({
          key: 'narration-test',
          diet_type: 'vegetarian',
          goal: 'maintain',
          target_kcal: 1800,
          days: 2,
          meals_per_day: 1,
          plan: JSON.stringify([
            { meals: [{ slot: 'lunch', recipeId: recipeIds[0], foods: [] }] },
            { meals: [{ slot: 'lunch', recipeId: recipeIds[1], foods: [] }] },
          ]),
          kcal: 1800,
          protein_g: 80,
          fat_g: 60,
          carbs_g: 200,
          ...localized('name', NAMES.template),
          ...localized('slug', NAMES.template),
          ...localized('sort_key', NAMES.template),
          ...localized('description', {
            en: 'Two light days.',
            pl: 'Dwa lekkie dni.',
            de: 'Zwei leichte Tage.',
          }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });

  it.each(LOCALES)(
    'a recipe in %s: its name, its ingredients in position order with amounts in words, its steps',
    async (language) => {
      const full = await narrationText(db(), { type: 'recipe', id: ids.recipe, language, area: 'full' });
      const recipe = FIXTURE_RECIPES[0]!;
      expect(full).not.toBeNull();
      noMarks(full!);
      expect(full!.startsWith(recipe.name[language])).toBe(true);
      expect(full).toContain(recipe.description[language]);
      const foods = await db()
        .selectFrom('recipe_ingredients')
        .innerJoin('foods', 'foods.id', 'recipe_ingredients.food_id')
        .select(`foods.name_${language} as name`)
        .where('recipe_id', '=', ids.recipe)
        .orderBy('position')
        .execute();
      const positions = foods.map((f) => full!.indexOf(String(f.name)));
      expect(positions.every((p) => p > 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      const grams = { en: '20 grams', pl: '20 gramów', de: '20 Gramm' }[language];
      expect(full).toContain(grams);
      const stepWord = { en: 'Step', pl: 'Krok', de: 'Schritt' }[language];
      recipe.instructions[language].forEach((step, i) =>
        expect(full).toContain(`${stepWord} ${i + 1}. ${step}`),
      );
      expect(full!.indexOf(`${stepWord} 1.`)).toBeGreaterThan(positions.at(-1)!);

      const title = await narrationText(db(), { type: 'recipe', id: ids.recipe, language, area: 'title' });
      expect(title).toBe(`${recipe.name[language]}.`);
      const instructions = await narrationText(db(), {
        type: 'recipe',
        id: ids.recipe,
        language,
        area: 'instructions',
      });
      expect(instructions).not.toContain(recipe.name[language]);
      expect(instructions).toContain(`${stepWord} 2.`);
    },
  );

  it('the English recipe reads like the spec: "Ingredients: 20 grams of …", the household measure in words', async () => {
    const text = await narrationText(db(), {
      type: 'recipe',
      id: ids.recipe,
      language: 'en',
      area: 'instructions',
    });
    expect(text).toMatch(
      /^Ingredients: 20 grams of Butter, salted; 400 grams of Apple with skin, raw \(2 medium pieces\)/,
    );
  });

  it.each(LOCALES)(
    'a food, an exercise, an article, an e-book and a diet template in %s',
    async (language) => {
      const read = (
        type: Parameters<typeof narrationText>[1]['type'],
        id: number,
        area: 'full' | 'title' = 'full',
      ) => narrationText(db(), { type, id, language, area });

      const foodName = (
        await db()
          .selectFrom('foods')
          .select(`name_${language} as name`)
          .where('id', '=', ids.food)
          .executeTakeFirstOrThrow()
      ).name;
      const food = (await read('food', ids.food))!;
      expect(food.startsWith(String(foodName))).toBe(true);
      expect(food).toContain({ en: 'Per 100 grams', pl: 'W 100 gramach', de: 'Pro 100 Gramm' }[language]);
      expect(food).toMatch(
        { en: /\d+ kilocalories/, pl: /\d+ kilokalori/, de: /\d+ Kilokalorien/ }[language],
      );
      noMarks(food);

      const exercise = await db()
        .selectFrom('exercises')
        .select([`name_${language} as name`, `instructions_${language} as instructions`])
        .where('id', '=', ids.exercise)
        .executeTakeFirstOrThrow();
      const exerciseText = (await read('exercise', ids.exercise))!;
      expect(exerciseText.startsWith(String(exercise.name))).toBe(true);
      const firstStep = (JSON.parse(String(exercise.instructions)) as string[])[0]!;
      expect(exerciseText).toContain(firstStep.trim().slice(0, 20));
      noMarks(exerciseText);

      const article = (await read('article', ids.article))!;
      expect(article.startsWith(NAMES.article[language])).toBe(true);
      expect(article).toContain({ en: 'Drink water.', pl: 'Pij wodę.', de: 'Trink Wasser.' }[language]);
      expect(article).toContain({ en: 'the guide', pl: 'poradnik', de: 'den Ratgeber' }[language]);
      expect(article).not.toContain('example.org');
      noMarks(article);

      const ebook = (await read('ebook', ids.ebook))!;
      expect(ebook.startsWith(NAMES.ebook[language])).toBe(true);
      noMarks(ebook);
      expect(
        await narrationText(db(), { type: 'ebook', id: ids.ebook, language, area: 'instructions' }),
      ).toBeNull();

      const template = (await read('diet-template', ids.template))!;
      expect(template.startsWith(NAMES.template[language])).toBe(true);
      expect(template).toContain(`${{ en: 'Day', pl: 'Dzień', de: 'Tag' }[language]} 2: `);
      expect(template).toContain(FIXTURE_RECIPES[0]!.name[language]);
      noMarks(template);
    },
  );

  it('an unknown id, or an area with nothing to read, is null', async () => {
    for (const type of ['recipe', 'food', 'exercise', 'article', 'ebook', 'diet-template'] as const)
      expect(await narrationText(db(), { type, id: 999_999, language: 'en', area: 'full' })).toBeNull();
    expect(
      await narrationText(db(), { type: 'food', id: ids.food, language: 'pl', area: 'instructions' }),
    ).toBeNull();
    expect(
      await narrationText(db(), { type: 'exercise', id: ids.exercise, language: 'de', area: 'description' }),
    ).toBeNull();
  });
});
