import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../../core/contracts/common';
import {
  AdminTestimonial,
  AdminTestimonialsResponse,
  HomeExpertsResponse,
  LatestDietsResponse,
  RandomDietDayResponse,
  TestimonialsResponse,
  type RandomDietDayResponse as RandomDay,
} from '../../../core/contracts/home';
import { TEMPLATE_SCHEDULES } from '../../../core/domain/diet-template-diet';
import { api } from '../../../core/routes';
import { openDatabase } from '../../db/dialect';
import { migrations } from '../../db/migrations/index';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import {
  createTestApp,
  freshDatabase,
  TEST_API_KEY,
  TEST_DIALECTS,
  type TestApp,
} from '../../testing/test-app';
import { importReferenceData } from '../reference-data/reference-import';
import { importTestimonials } from '../reference-data/testimonial-content';
import { initialsOf } from './home.presenter';

const auth = { authorization: `Bearer ${TEST_API_KEY}` };
type StoredDay = { meals: Array<{ slot: string; recipeId: number; foods: Array<[number, number]> }> };
type Shipped = {
  testimonials: Array<{
    key: string;
    name: string;
    rating: number;
    weight: number;
    text: Record<string, string>;
  }>;
};
const SHIPPED = JSON.parse(readFileSync('content/testimonials/testimonials.json', 'utf8')) as Shipped;
const SLOT_NAMES: Record<string, string> = {
  breakfast: 'Breakfast',
  'second-breakfast': 'Second breakfast',
  lunch: 'Lunch',
  snack: 'Snack',
  dinner: 'Dinner',
};
const round1 = (value: number) => Math.round(value * 10) / 10;
const VALID_TESTIMONIAL = {
  name: 'Ola P.',
  rating: 4,
  weight: 95,
  text: {
    en: 'The shopping list from my plan saves me a trip to the shop every week.',
    de: 'Die Einkaufsliste aus meinem Plan spart mir jede Woche einen Weg zum Laden.',
    pl: 'Lista zakupów z mojego planu oszczędza mi co tydzień jedną wizytę w sklepie.',
  },
};

describe.each(TEST_DIALECTS)('the home page’s API on %s (issue 21 A1)', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'GET', url, headers });
  const call = (
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    locale = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), 'accept-language': locale },
      ...(payload ? { payload } : {}),
    });
  const randomDay = async (locale: string) => {
    const res = await get(`/api/home/random-day?locale=${locale}`);
    expect(res.statusCode, res.body).toBe(200);
    return RandomDietDayResponse.parse(res.json());
  };
  const latest = async (query: string) => {
    const res = await get(`/api/diets/latest?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return LatestDietsResponse.parse(res.json()).diets;
  };
  const publicTestimonials = async (locale = 'en') => {
    const res = await get(`/api/home/testimonials?locale=${locale}`);
    expect(res.statusCode, res.body).toBe(200);
    return TestimonialsResponse.parse(res.json()).testimonials;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { FILES_DIR: 'var/test-cache/files' } });
    await importReferenceData(t.app.database.db, {
      dataDir: REAL_DATA_DIR,
      contentDir: resolve('content'),
      mediaDir: resolve('var/test-cache/media'),
      filesDir: 'var/test-cache/files',
    });
    admin = await registerUser(t.app, { email: `admin-home-${dialect}@example.com` });
    member = await registerUser(t.app, { email: `member-home-${dialect}@example.com` });
    const { user } = (await call(admin, 'GET', '/api/auth/session')).json<{ user: { id: number } }>();
    await t.app.database.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'admin']) })
      .where('id', '=', user.id)
      .execute();
  }, 300_000);
  afterAll(async () => t.close());

  it('[HOME-33] GET with the locale and the bearer key answers schemas, totals, dietTemplate, day and exampleSchemaUrl', async () => {
    expect(api.home_random_day).toMatchObject({
      method: 'GET',
      path: '/api/home/random-day',
      access: 'api-key',
    });
    expect((await get('/api/home/random-day?locale=en', {})).statusCode).toBe(401);
    const res = await get('/api/home/random-day?locale=en');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      'day',
      'dietTemplate',
      'exampleSchemaUrl',
      'schemas',
      'totals',
    ]);
  });

  it('[HOME-32] a real day of a stored template: its recipes, slot names and times, items largest first, macros from the foods’ grams, totals the sums', async () => {
    const db = t.app.database.db;
    const foods = new Map(
      (
        await db
          .selectFrom('foods')
          .select(['id', 'name_en', 'energy_kcal', 'protein_g', 'fat_g', 'carbohydrate_g'])
          .execute()
      ).map((food) => [food.id, food]),
    );
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const answer = await randomDay('en');
      const template = await db
        .selectFrom('diet_templates')
        .select(['id', 'name_en', 'slug_en', 'plan', 'meals_per_day'])
        .where('id', '=', answer.dietTemplate!.id)
        .executeTakeFirstOrThrow();
      expect(answer.dietTemplate).toEqual({ id: template.id, name: template.name_en });
      const number = Number(/^Day (\d+)$/.exec(answer.day!.label)?.[1]);
      seen.add(`${template.id}:${number}`);
      const day = (JSON.parse(template.plan) as StoredDay[])[number - 1]!;
      expect(day, answer.day!.label).toBeDefined();
      const href = `/en/shop/diets/${template.id}-${template.slug_en}`;
      expect(answer.exampleSchemaUrl).toBe(href);
      expect(answer.schemas.length).toBeGreaterThan(0);
      expect(answer.schemas.length).toBeLessThanOrEqual(5);
      expect(answer.schemas.map((meal) => meal.id).sort()).toEqual(
        day.meals.map((meal) => meal.recipeId).sort(),
      );
      const schedule = new Map(
        TEMPLATE_SCHEDULES[template.meals_per_day]!.map(([slot, time]) => [slot, time]),
      );
      const times = answer.schemas.map((meal) => meal.time);
      expect(times).toEqual([...times].sort());
      for (const meal of answer.schemas) {
        const stored = day.meals.find((m) => m.recipeId === meal.id)!;
        expect(meal.time).toMatch(/^\d{2}:\d{2}$/);
        expect(meal.time).toBe(schedule.get(stored.slot));
        expect(meal.label).toBe(SLOT_NAMES[stored.slot]);
        expect(meal.schemaUrl).toBe(href);
        const recipe = await db
          .selectFrom('recipes')
          .select(['name_en', 'slug_en'])
          .where('id', '=', meal.id)
          .executeTakeFirstOrThrow();
        expect(meal.title).toBe(recipe.name_en);
        expect(meal.recipeUrl).toBe(`/en/recipes/${meal.id}-${recipe.slug_en}`);
        const byGrams = [...stored.foods].sort((a, b) => b[1] - a[1]);
        expect([...meal.items].sort()).toEqual(stored.foods.map(([id]) => foods.get(id)!.name_en).sort());
        expect(meal.items[0]).toBe(foods.get(byGrams[0]![0])!.name_en);
        const sum = (field: 'energy_kcal' | 'protein_g' | 'fat_g' | 'carbohydrate_g') =>
          stored.foods.reduce(
            (total, [id, grams]) => total + ((foods.get(id)![field] ?? 0) * grams) / 100,
            0,
          );
        expect(meal.nutrients).toEqual({
          protein: { grams: round1(sum('protein_g')) },
          fat: { grams: round1(sum('fat_g')) },
          carbohydrate: { grams: round1(sum('carbohydrate_g')) },
          kcal: Math.round(sum('energy_kcal')),
        });
      }
      const total = (grams: (meal: RandomDay['schemas'][number]) => number) =>
        round1(answer.schemas.reduce((sum, meal) => sum + grams(meal), 0));
      expect(answer.totals).toEqual({
        protein: total((meal) => meal.nutrients.protein.grams),
        fat: total((meal) => meal.nutrients.fat.grams),
        carbohydrate: total((meal) => meal.nutrients.carbohydrate.grams),
        kcal: total((meal) => meal.nutrients.kcal),
      });
    }
    // Random: a template and a day drawn anew on every call.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('[HOME-32] the texts are in the asked language (`locale` or `_locale`)', async () => {
    const pl = await randomDay('pl');
    expect(pl.day!.label).toMatch(/^Dzień \d+$/);
    const name = await t.app.database.db
      .selectFrom('diet_templates')
      .select('name_pl')
      .where('id', '=', pl.dietTemplate!.id)
      .executeTakeFirstOrThrow();
    expect(pl.dietTemplate!.name).toBe(name.name_pl);
    expect(pl.exampleSchemaUrl).toMatch(/^\/pl\/sklep\/diety\/\d+-/);
    expect(pl.schemas.map((meal) => meal.label)).not.toContain('Breakfast');
    const res = await get('/api/home/random-day?_locale=de');
    expect(RandomDietDayResponse.parse(res.json()).day!.label).toMatch(/^Tag \d+$/);
  });

  it('[HOME-39] GET with the locale and the bearer key answers experts: up to 4, drawn at random', async () => {
    expect(api.home_experts).toMatchObject({ method: 'GET', path: '/api/home/experts', access: 'api-key' });
    expect((await get('/api/home/experts?locale=en', {})).statusCode).toBe(401);
    const draws = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await get('/api/home/experts?locale=en');
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['experts']);
      const { experts } = HomeExpertsResponse.parse(res.json());
      expect(experts).toHaveLength(4);
      expect(new Set(experts.map((e) => e.id)).size).toBe(4);
      draws.add(
        experts
          .map((e) => e.id)
          .sort()
          .join(','),
      );
    }
    expect(draws.size).toBeGreaterThan(1);
  });

  it('[HOME-38] an expert: id, fullname, title (doctor, professor, mgr, else other), translated professions, profile link, avatar, background; only specialists who still hold the role', async () => {
    const db = t.app.database.db;
    const people = await db
      .selectFrom('specialists as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.key',
        's.slug',
        's.avatar',
        's.cover',
        's.academic_title',
        'u.id as user_id',
        'u.roles',
      ])
      .orderBy('s.id')
      .execute();
    const byKey = new Map(people.map((p) => [p.key, p]));
    // Our content: a professor, doctors, masters and people without an academic title.
    const kept = ['rachel-goldberg', 'kevin-murphy', 'anna-kowalska', 'lukas-becker'].map((key) =>
      byKey.get(key)!,
    );
    expect(kept.map((p) => p.academic_title)).toEqual(['professor', 'doctor', 'mgr', null]);
    const dropped = people.filter((p) => !kept.includes(p));
    await db
      .updateTable('users')
      .set({ roles: '["user"]' })
      .where(
        'id',
        'in',
        [...dropped, kept[3]!].map((p) => p.user_id),
      )
      .execute();
    try {
      for (let i = 0; i < 3; i++) {
        const { experts } = HomeExpertsResponse.parse((await get('/api/home/experts?locale=pl')).json());
        // Lukas Becker lost the role: never shown, though his profile is still in the table.
        expect(experts.map((e) => e.id).sort()).toEqual(
          kept
            .slice(0, 3)
            .map((p) => p.id)
            .sort(),
        );
      }
      await db
        .updateTable('users')
        .set({ roles: kept[3]!.roles })
        .where('id', '=', kept[3]!.user_id)
        .execute();
      const { experts } = HomeExpertsResponse.parse((await get('/api/home/experts?locale=pl')).json());
      const byId = new Map(experts.map((e) => [e.id, e]));
      expect(experts).toHaveLength(4);
      expect(byId.get(byKey.get('rachel-goldberg')!.id)).toEqual({
        id: byKey.get('rachel-goldberg')!.id,
        fullname: 'Rachel Goldberg',
        title: 'professor',
        professions: ['Psycholog'],
        profileUrl: `/pl/specjalisci/${byKey.get('rachel-goldberg')!.id}-${byKey.get('rachel-goldberg')!.slug}`,
        avatar: byKey.get('rachel-goldberg')!.avatar,
        background: byKey.get('rachel-goldberg')!.cover,
      });
      expect(byId.get(byKey.get('kevin-murphy')!.id)!.title).toBe('doctor');
      expect(byId.get(byKey.get('anna-kowalska')!.id)).toMatchObject({
        title: 'mgr',
        professions: ['Dietetyk', 'Dietetyk kliniczny'],
      });
      expect(byId.get(byKey.get('lukas-becker')!.id)!.title).toBe('other');
    } finally {
      for (const person of [...dropped, kept[3]!])
        await db.updateTable('users').set({ roles: person.roles }).where('id', '=', person.user_id).execute();
    }
  });

  it('[HOME-10] GET api_frontend_diets_latest with limit and the bearer key answers diets[], the newest first', async () => {
    expect(api.api_frontend_diets_latest).toMatchObject({
      method: 'GET',
      path: '/api/diets/latest',
      access: 'api-key',
    });
    expect((await get('/api/diets/latest?limit=3', {})).statusCode).toBe(401);
    const res = await get('/api/diets/latest?limit=15&locale=en');
    expect(Object.keys(res.json())).toEqual(['diets']);
    const diets = LatestDietsResponse.parse(res.json()).diets;
    const newest = await t.app.database.db
      .selectFrom('diet_templates')
      .select('id')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(15)
      .execute();
    expect(diets.map((d) => d.id)).toEqual(newest.map((row) => row.id));
    // A template changed now is the newest at once.
    const last = newest.at(-1)!.id;
    await t.app.database.db
      .updateTable('diet_templates')
      .set({ description_en: 'Changed a moment ago.' })
      .where('id', '=', last)
      .execute();
    const after = await latest('locale=en');
    expect(after[0]).toMatchObject({ id: last, description: 'Changed a moment ago.' });
  });

  it('[HOME-11] the limit defaults to 3 and is clamped to 1..15', async () => {
    expect(await latest('locale=en')).toHaveLength(3);
    expect(await latest('limit=0')).toHaveLength(1);
    expect(await latest('limit=-4')).toHaveLength(1);
    expect(await latest('limit=99')).toHaveLength(15);
    expect(await latest('limit=abc')).toHaveLength(3);
    expect(await latest('limit=')).toHaveLength(3);
    expect(await latest('limit=7.9')).toHaveLength(7);
  });

  it('[HOME-09] a latest diet: id, href, image, title, tag, date, duration, calories, description, focus list, hrefSchemaExample', async () => {
    const db = t.app.database.db;
    const [diet] = await latest('limit=1&locale=de');
    const row = await db
      .selectFrom('diet_templates')
      .selectAll()
      .where('id', '=', diet!.id)
      .executeTakeFirstOrThrow();
    const label = async (kind: string, key: string) =>
      (
        await db
          .selectFrom('shop_labels')
          .select('name_de')
          .where('kind', '=', kind)
          .where('key', '=', key)
          .executeTakeFirstOrThrow()
      ).name_de;
    const href = `/de/shop/diaeten/${row.id}-${row.slug_de}`;
    expect(diet).toEqual({
      id: row.id,
      href,
      image: `/media/diet-templates/${row.key}.svg`,
      title: row.name_de,
      tag: await label('template-tag', (JSON.parse(row.tags) as string[])[0]!),
      date: row.updated_at.slice(0, 10),
      duration: row.days,
      calories: row.kcal,
      description: row.description_de,
      focus: [await label('template-goal', row.goal)],
      hrefSchemaExample: `${href}#first-day`,
    });
    expect(diet!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Without tags, its first category names it.
    await db.updateTable('diet_templates').set({ tags: '[]' }).where('id', '=', row.id).execute();
    try {
      const [untagged] = await latest('limit=1&locale=de');
      expect(untagged!.tag).toBe(
        await label('template-category', (JSON.parse(row.categories) as string[])[0]!),
      );
    } finally {
      await db.updateTable('diet_templates').set({ tags: row.tags }).where('id', '=', row.id).execute();
    }
  });

  it('[HOME-55] [HOME-56] testimonials: name, rating, text in the page’s language, weight, initials; weight 0 hidden, the heaviest first', async () => {
    expect(api.home_testimonials).toMatchObject({ path: '/api/home/testimonials', access: 'api-key' });
    expect((await get('/api/home/testimonials?locale=en', {})).statusCode).toBe(401);
    const shown = SHIPPED.testimonials.filter((entry) => entry.weight > 0);
    expect(shown.length).toBeLessThan(SHIPPED.testimonials.length);
    for (const locale of ['en', 'de', 'pl'] as const) {
      const list = await publicTestimonials(locale);
      expect(list.map(({ name, rating, text, weight }) => ({ name, rating, text, weight }))).toEqual(
        [...shown]
          .sort((a, b) => b.weight - a.weight)
          .map((entry) => ({
            name: entry.name,
            rating: entry.rating,
            text: entry.text[locale],
            weight: entry.weight,
          })),
      );
    }
    const [first] = await publicTestimonials();
    expect(Object.keys(first!).sort()).toEqual(['id', 'initials', 'name', 'rating', 'text', 'weight']);
    expect(first).toMatchObject({ name: 'Anna K.', initials: 'AK' });
  });

  it('[HOME-55] initials: the first letters of the first and last words; one word gives its first two letters', () => {
    expect(initialsOf('Anna K.')).toBe('AK');
    expect(initialsOf('anna maria k.')).toBe('AK');
    expect(initialsOf('Łukasz Żak')).toBe('ŁŻ');
    expect(initialsOf('Markus')).toBe('MA');
    expect(initialsOf("  Sarah O'Connor ")).toBe('SO');
  });

  it('[HOME-56] admins manage testimonials: others are refused, bad input is a translated 400, every change shows at once', async () => {
    expect((await call(member, 'GET', '/api/admin/testimonials')).statusCode).toBe(403);
    expect((await call(member, 'POST', '/api/admin/testimonials', VALID_TESTIMONIAL)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/testimonials')).statusCode).toBe(401);

    const bad = await call(
      admin,
      'POST',
      '/api/admin/testimonials',
      { ...VALID_TESTIMONIAL, rating: 6 },
      'pl',
    );
    expect(bad.statusCode).toBe(400);
    expect(ErrorBody.parse(bad.json())).toMatchObject({
      error: 'Niektóre pola są nieprawidłowe.',
      errors: { rating: 'Podaj prawidłową wartość.' },
    });
    const short = await call(admin, 'POST', '/api/admin/testimonials', {
      ...VALID_TESTIMONIAL,
      text: { ...VALID_TESTIMONIAL.text, de: 'Gut.' },
      weight: -1,
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(ErrorBody.parse(short.json()).errors!).sort()).toEqual(['text.de', 'weight']);
    expect((await call(admin, 'PATCH', '/api/admin/testimonials/1', {})).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', '/api/admin/testimonials/abc', { rating: 3 })).statusCode).toBe(400);

    // Create: the second heaviest, shown at once in every language.
    const created = await call(admin, 'POST', '/api/admin/testimonials', VALID_TESTIMONIAL);
    expect(created.statusCode, created.body).toBe(200);
    const testimonial = AdminTestimonial.parse(created.json());
    expect(testimonial).toMatchObject({ ...VALID_TESTIMONIAL, initials: 'OP' });
    expect((await publicTestimonials('de'))[1]).toMatchObject({
      id: testimonial.id,
      text: VALID_TESTIMONIAL.text.de,
      weight: 95,
    });
    // The same weight: the newer comes first.
    const twin = AdminTestimonial.parse(
      (await call(admin, 'POST', '/api/admin/testimonials', { ...VALID_TESTIMONIAL, name: 'Piotr' })).json(),
    );
    expect((await publicTestimonials()).slice(1, 3).map((x) => x.id)).toEqual([twin.id, testimonial.id]);
    expect((await publicTestimonials())[1]!.initials).toBe('PI');

    // Hidden with weight 0: gone from the public list, still the admins'.
    const hidden = await call(admin, 'PATCH', `/api/admin/testimonials/${testimonial.id}`, { weight: 0 });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(AdminTestimonial.parse(hidden.json())).toMatchObject({ weight: 0, name: 'Ola P.', rating: 4 });
    expect((await publicTestimonials()).map((x) => x.id)).not.toContain(testimonial.id);
    const all = AdminTestimonialsResponse.parse((await call(admin, 'GET', '/api/admin/testimonials')).json());
    expect(all.testimonials.map((x) => x.id)).toContain(testimonial.id);
    expect(all.testimonials.filter((x) => x.weight === 0).length).toBeGreaterThanOrEqual(2);

    // Delete: 204, then 404 (translated) for it and for an unknown id.
    expect((await call(admin, 'DELETE', `/api/admin/testimonials/${twin.id}`)).statusCode).toBe(204);
    expect((await publicTestimonials()).map((x) => x.id)).not.toContain(twin.id);
    for (const [method, payload] of [
      ['DELETE', undefined],
      ['PATCH', { rating: 5 }],
    ] as const) {
      const gone = await call(admin, method, `/api/admin/testimonials/${twin.id}`, payload, 'de');
      expect(gone.statusCode).toBe(404);
      expect(ErrorBody.parse(gone.json()).error).toBe('Nicht gefunden.');
    }
    expect((await call(admin, 'PATCH', '/api/admin/testimonials/999999', { rating: 5 })).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'DELETE', `/api/admin/testimonials/${testimonial.id}`)).statusCode).toBe(204);
  });

  it('[HOME-56] an import keeps what admins did to the shipped testimonials: an edit stays, a deleted one does not come back', async () => {
    const admins = async () =>
      AdminTestimonialsResponse.parse((await call(admin, 'GET', '/api/admin/testimonials')).json())
        .testimonials;
    const before = await admins();
    const anna = before.find((x) => x.name === 'Anna K.')!;
    const markus = before.find((x) => x.name === 'Markus W.')!;
    expect(
      (await call(admin, 'PATCH', `/api/admin/testimonials/${anna.id}`, { rating: 4, weight: 10 }))
        .statusCode,
    ).toBe(200);
    expect((await call(admin, 'DELETE', `/api/admin/testimonials/${markus.id}`)).statusCode).toBe(204);
    const report = await importTestimonials(t.app.database.db, { contentDir: 'content' });
    expect(report!.tables.testimonials!.inserted).toBe(0);
    const after = await admins();
    expect(after.find((x) => x.id === anna.id)).toMatchObject({ rating: 4, weight: 10 });
    expect(after.map((x) => x.name)).not.toContain('Markus W.');
    expect((await publicTestimonials()).map((x) => x.name)).not.toContain('Markus W.');
    expect((await publicTestimonials()).at(-1)!.name).toBe('Anna K.');
  });
});

describe.each(TEST_DIALECTS)('the home page’s API without content on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 60_000);
  afterAll(async () => t.close());

  it('[HOME-32] no template: no meals, zero totals, the rest null; no experts, diets or testimonials', async () => {
    const ask = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
    const day = await ask('/api/home/random-day?locale=en');
    expect(day.statusCode).toBe(200);
    expect(day.json()).toEqual({
      schemas: [],
      totals: { protein: 0, fat: 0, carbohydrate: 0, kcal: 0 },
      dietTemplate: null,
      day: null,
      exampleSchemaUrl: null,
    });
    expect((await ask('/api/home/experts?locale=en')).json()).toEqual({ experts: [] });
    expect((await ask('/api/diets/latest?locale=en')).json()).toEqual({ diets: [] });
    expect((await ask('/api/home/testimonials?locale=en')).json()).toEqual({ testimonials: [] });
  });
});

describe.each(TEST_DIALECTS)('migration 0030 on %s', (dialect) => {
  it('adds the testimonials and the specialists’ academic title, and its down removes both', async () => {
    const target = await freshDatabase(dialect);
    const { db, adapter, close } = openDatabase(target.url);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(adapter) } });
      const columnsOf = async (table: string) =>
        (await db.introspection.getTables()).find((x) => x.name === table)?.columns.map((c) => c.name) ??
        null;
      expect((await migrator.migrateTo('0030-home')).error).toBeUndefined();
      expect((await columnsOf('testimonials'))!.sort()).toEqual(
        ['id', 'key', 'name', 'rating', 'text_de', 'text_en', 'text_pl', 'updated_at', 'weight'].sort(),
      );
      expect(await columnsOf('specialists')).toContain('academic_title');
      expect((await migrator.migrateTo('0029-plan-snapshots')).error).toBeUndefined();
      expect(await columnsOf('testimonials')).toBeNull();
      expect(await columnsOf('specialists')).not.toContain('academic_title');
      expect((await migrator.migrateTo('0030-home')).error).toBeUndefined();
    } finally {
      await close();
      await target.drop();
    }
  });
});
