import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExercisesAnswer, type GeneratorExercise } from '../../../core/contracts/generator-data';
import { ErrorBody } from '../../../core/contracts/common';
import { buildReferenceFixture, REAL_DATA_DIR, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';

const EXERCISES = '/api/diet-generator/exercises';

/** 30 exercises spread over the real dataset (every 29th), without their photos. */
function pickExercises(fixture: ReferenceFixture): void {
  const source = JSON.parse(
    readFileSync(join(REAL_DATA_DIR, 'exercises/free-exercise-db/exercises.json'), 'utf8'),
  ) as Array<{ id: string }>;
  const picked = source.filter((_, index) => index % 29 === 0).slice(0, 30);
  const names = JSON.parse(readFileSync(resolve('content/exercises/names.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  fixture.write(
    'data/exercises/free-exercise-db/exercises.json',
    JSON.stringify(picked.map((exercise) => ({ ...exercise, images: [] }))),
  );
  fixture.write(
    'content/exercises/names.json',
    JSON.stringify(Object.fromEntries(picked.map((exercise) => [exercise.id, names[exercise.id]]))),
  );
}

describe.each(TEST_DIALECTS)('the exercise picker’s list on %s (issue 20 A4)', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  /** The whole list as the personal generator's editor loads it (no page). */
  let all: GeneratorExercise[];
  const get = (query: string) => t.app.inject({ method: 'GET', url: `${EXERCISES}?${query}` });
  const list = async (query: string) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return ExercisesAnswer.parse(response.json());
  };
  const refused = async (query: string, field: string) => {
    const response = await get(query);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
    const body = ErrorBody.parse(response.json());
    expect(body.error).not.toBe('');
    expect(Object.keys(body.errors ?? {})).toContain(field);
  };
  const ids = (items: GeneratorExercise[]) => items.map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    fixture = buildReferenceFixture();
    pickExercises(fixture);
    const db = t.app.database.db;
    await importReferenceData(db, fixture.paths, { search: catalogueIndexing(db, t.app.searchProvider) });
    all = (await list('locale=de')).items;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fixture?.cleanup();
  });

  it('[AGEN-39] [AGEN-41] a page: its exercises with their fields, and meta with total and pages', async () => {
    expect(all).toHaveLength(30);
    const response = await get('locale=de&page=2&limit=7');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const answer = ExercisesAnswer.parse(response.json());
    expect(answer.meta).toEqual({ total: 30, page: 2, limit: 7, pages: 5 });
    expect(ids(answer.items)).toEqual(ids(all.slice(7, 14)));
    const rows = await t.app.database.db
      .selectFrom('exercises')
      .select(['id', 'name_de', 'met', 'kcal_hour', 'body_group', 'tags'])
      .execute();
    for (const item of answer.items) {
      const row = rows.find((r) => r.id === item.id)!;
      expect(item).toMatchObject({
        name: row.name_de,
        mets: row.met,
        kcalPerHour: row.kcal_hour,
        group: row.body_group,
        tags: JSON.parse(row.tags) as string[],
      });
      expect(item.kcalPerHour).toBeGreaterThan(0);
      expect(item.tags.length).toBeGreaterThan(0);
    }
    // The last page holds the rest; a page past the end is empty with the same meta.
    expect((await list('locale=de&page=5&limit=7')).items).toHaveLength(2);
    const past = await list('locale=de&page=9&limit=7');
    expect(past.items).toEqual([]);
    expect(past.meta).toMatchObject({ total: 30, pages: 5 });
    // Names in the asked language, default page 1.
    const english = await list('locale=en&page=1&limit=3');
    expect(english.items.map((item) => item.name)).not.toEqual(all.slice(0, 3).map((item) => item.name));
  });

  it('[AGEN-42] the page size is 3–24; any other number falls back to 9', async () => {
    for (const [limit, size] of [
      ['3', 3],
      ['24', 24],
      ['2', 9],
      ['25', 9],
      ['0', 9],
      ['-4', 9],
      ['1000', 9],
      ['5.5', 9],
      ['', 9],
    ] as const) {
      const answer = await list(`locale=de&page=1${limit === '' ? '' : `&limit=${limit}`}`);
      expect(answer.meta.limit, `limit=${limit}`).toBe(size);
      expect(answer.items, `limit=${limit}`).toHaveLength(size);
      expect(answer.meta.pages).toBe(Math.ceil(30 / size));
    }
    await refused('locale=de&page=1&limit=many', 'limit');
  });

  it('without a page it is the editor’s loader as before: up to `limit` (1–1000), from the first', async () => {
    const response = await get('locale=de');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect((await list('locale=de&limit=1000')).items).toHaveLength(30);
    const five = await list('locale=de&limit=5');
    expect(ids(five.items)).toEqual(ids(all.slice(0, 5)));
    expect(five.meta).toEqual({ total: 30, page: 1, limit: 5, pages: 6 });
    await refused('locale=de&limit=1001', 'limit');
    await refused('locale=de&limit=0', 'limit');
  });

  it('[AGEN-43] tags, allergens and diets are comma lists: split, trimmed, blanks dropped', async () => {
    const chest = all.filter((item) => item.tags.includes('muscle:chest'));
    const barbell = all.filter((item) => item.tags.includes('equipment:barbell'));
    expect(chest.length).toBeGreaterThan(0);
    expect(barbell.length).toBeGreaterThan(0);
    const either = all.filter((item) => chest.includes(item) || barbell.includes(item));
    expect(either.length).toBeLessThan(30);
    const tagged = await list(
      `locale=de&page=1&limit=24&tags=${encodeURIComponent(' muscle:chest , ,equipment:barbell,, ')}`,
    );
    expect(tagged.meta.total).toBe(either.length);
    expect(ids(tagged.items)).toEqual(ids(either).slice(0, 24));
    // A tag by its key alone, in any case, finds the same.
    expect(ids((await list('locale=de&page=1&limit=24&tags=Chest')).items)).toEqual(ids(chest));

    // Exercises carry no allergens and suit every diet: the lists are read (blanks do not count towards
    // the 30 values allowed) and leave every exercise in.
    const thirty = Array.from({ length: 30 }, (_, i) => ` value${i} `).join(', ,');
    for (const field of ['allergens', 'diets']) {
      const answer = await list(`locale=de&page=1&${field}=${encodeURIComponent(`${thirty},,`)}`);
      expect(answer.meta.total).toBe(30);
      await refused(`locale=de&page=1&${field}=${encodeURIComponent(`${thirty},value30`)}`, field);
    }
  });

  it('[AGEN-44] kcal bounds are ≥ 0 and bound the kcal per hour, or in the given minutes', async () => {
    const kcal = [...new Set(all.map((item) => item.kcalPerHour))].sort((a, b) => a - b);
    expect(kcal.length).toBeGreaterThan(2);
    const low = kcal[1]!;
    const high = kcal[kcal.length - 2]!;
    const within = all.filter((item) => item.kcalPerHour >= low && item.kcalPerHour <= high);
    expect(within.length).toBeLessThan(30);
    const perHour = await list(`locale=de&page=1&limit=24&kcalMin=${low}&kcalMax=${high}`);
    expect(perHour.meta.total).toBe(within.length);
    expect(ids(perHour.items)).toEqual(ids(within).slice(0, 24));
    // In 30 minutes an exercise burns half its kcal per hour.
    const halfHour = await list(
      `locale=de&page=1&limit=24&duration=30&kcalMin=${low / 2}&kcalMax=${high / 2}`,
    );
    expect(ids(halfHour.items)).toEqual(ids(perHour.items));
    expect((await list('locale=de&page=1&kcalMin=0')).meta.total).toBe(30);

    await refused('locale=de&page=1&kcalMin=-1', 'kcalMin');
    await refused('locale=de&page=1&kcalMax=-0.5', 'kcalMax');
    await refused(`locale=de&page=1&kcalMin=${high}&kcalMax=${low}`, 'kcalMax');
    await refused('locale=de&page=1&kcalMin=lots', 'kcalMin');
  });

  it('selected exercises by id (the picker’s selected list after a reload), at most 50 ids', async () => {
    const wanted = [all[20]!.id, all[3]!.id, all[11]!.id];
    const answer = await list(`locale=de&ids=${wanted.join(',')},${wanted[0]}`);
    expect(ids(answer.items)).toEqual([all[3]!.id, all[11]!.id, all[20]!.id]);
    expect(answer.meta.total).toBe(3);
    await refused(`locale=de&ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'ids');
    await refused('locale=de&ids=1,,2', 'ids');
  });

  it('search finds by name; bad input is refused with 400 and a translated message', async () => {
    const target = all[4]!;
    const found = await list(`locale=de&page=1&search=${encodeURIComponent(target.name)}`);
    expect(ids(found.items)).toContain(target.id);
    expect(found.meta.total).toBeLessThan(30);
    await refused('locale=de&page=0', 'page');
    await refused('locale=de&page=two', 'page');
    await refused('locale=de&page=1&duration=0', 'duration');
    await refused('locale=de&page=1&duration=601', 'duration');
    await refused(`locale=de&page=1&search=${'x'.repeat(201)}`, 'search');
    const german = await get('locale=de&_locale=de&page=1&kcalMin=-1');
    expect(ErrorBody.parse(german.json()).error).not.toBe(
      ErrorBody.parse((await get('locale=en&page=1&kcalMin=-1')).json()).error,
    );
  });
});
