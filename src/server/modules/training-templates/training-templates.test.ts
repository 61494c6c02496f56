import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../../core/contracts/common';
import { TrainingTemplatesResponse, type TrainingTemplate } from '../../../core/contracts/training-templates';
import { PAL_OPTIONS } from '../../../core/domain/energy';
import { PLAN_GOALS } from '../../../core/domain/plan/vocabulary';
import { LOCALES } from '../../../core/i18n/locales';
import { buildReferenceFixture, REAL_DATA_DIR, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';
import { loadTrainingTemplates, referencedExercises } from './training-templates.content';
import { activityDistance } from './training-templates.service';

const CONTENT = loadTrainingTemplates(resolve('content'));
const REFERENCED = referencedExercises(CONTENT);

/**
 * The reference fixture with the catalogue exercises the templates name, taken from the real dataset and our
 * real names: the import is the one `npm start` runs, so an exercise the templates name that the import does
 * not bring in fails the exercises test below. (Photos are left out: they are not what is tested.)
 */
function fixtureWithTemplateExercises(): ReferenceFixture {
  const fixture = buildReferenceFixture();
  const source = JSON.parse(
    readFileSync(join(REAL_DATA_DIR, 'exercises/free-exercise-db/exercises.json'), 'utf8'),
  ) as Array<{ id: string; images: string[] }>;
  const names = JSON.parse(readFileSync('content/exercises/names.json', 'utf8')) as Record<string, unknown>;
  const picked = source.filter((exercise) => REFERENCED.includes(exercise.id));
  fixture.write(
    'data/exercises/free-exercise-db/exercises.json',
    JSON.stringify(picked.map((exercise) => ({ ...exercise, images: [] }))),
  );
  fixture.write(
    'content/exercises/names.json',
    JSON.stringify(Object.fromEntries(picked.map((exercise) => [exercise.id, names[exercise.id]]))),
  );
  fixture.write(
    'content/exercises/met-review.json',
    readFileSync('content/exercises/met-review.json', 'utf8'),
  );
  return fixture;
}

describe.each(TEST_DIALECTS)(
  'the alternative generator’s training templates on %s (issue 20 A7)',
  (dialect) => {
    let t: TestApp;
    let fixture: ReferenceFixture;
    /** source id → the catalogue row's id and names. */
    const catalogue = new Map<string, { id: number; en: string; pl: string; de: string }>();
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/diet-generator/training-templates?${query}`,
        headers: { 'accept-language': 'en' },
      });
    const templatesOf = async (query: string) => {
      const res = await get(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return TrainingTemplatesResponse.parse(res.json()).templates;
    };
    const contentOf = (key: string) => {
      const found = CONTENT.find((template) => template.key === key);
      if (!found) throw new Error(`no template ${key} in the content`);
      return found;
    };

    beforeAll(async () => {
      t = await createTestApp(dialect);
      fixture = fixtureWithTemplateExercises();
      await importReferenceData(t.app.database.db, fixture.paths, {
        search: catalogueIndexing(t.app.database.db, t.app.searchProvider),
      });
      const rows = await t.app.database.db
        .selectFrom('exercises')
        .select(['id', 'source_id', 'name_en', 'name_pl', 'name_de'])
        .execute();
      for (const row of rows)
        catalogue.set(row.source_id, { id: row.id, en: row.name_en, pl: row.name_pl, de: row.name_de });
    }, 180_000);
    afterAll(async () => {
      await t.close();
      fixture.cleanup();
    });

    it('[AGEN-36] answers 3 templates for the goal, those whose activity range holds the activity first, in each locale', async () => {
      const byLocale = new Map<string, TrainingTemplate[]>();
      for (const locale of LOCALES) {
        const templates = await templatesOf(`locale=${locale}&goal=lose&activity=1.2`);
        byLocale.set(locale, templates);
        expect(templates).toHaveLength(3);
        for (const template of templates) {
          const content = contentOf(template.key);
          expect(content.goals).toContain('lose');
          expect(template.goal).toBe('lose');
          expect(template.name).toBe(content.name[locale]);
          expect(template.description).toBe(content.description[locale]);
          expect(template.level).toBe(content.level);
          expect(template.activity).toEqual(content.activity);
          expect(template.sessionsPerWeek).toBe(content.days.length);
          for (const day of template.days)
            for (const exercise of day.exercises)
              expect(exercise.name).toBe(
                [...catalogue.values()].find((row) => row.id === exercise.exerciseId)?.[locale],
              );
        }
        // PAL 1.2 lies inside the first template's range.
        expect(templates[0]!.activity.min).toBeLessThanOrEqual(1.2);
        expect(templates[0]!.activity.max).toBeGreaterThanOrEqual(1.2);
      }
      // The same templates and exercises in every language, named in each.
      const keys = (locale: string) => byLocale.get(locale)!.map((template) => template.key);
      expect(keys('pl')).toEqual(keys('en'));
      expect(keys('de')).toEqual(keys('en'));
      const ids = (locale: string) =>
        byLocale
          .get(locale)!
          .flatMap((template) => template.days.flatMap((d) => d.exercises.map((e) => e.exerciseId)));
      expect(ids('pl')).toEqual(ids('en'));
      expect(ids('de')).toEqual(ids('en'));
      expect(byLocale.get('pl')![0]!.name).not.toBe(byLocale.get('en')![0]!.name);
      expect(byLocale.get('de')![0]!.name).not.toBe(byLocale.get('en')![0]!.name);
      // `_locale` is read as well; an unknown language answers in English.
      const german = await templatesOf('_locale=de&goal=lose&activity=1.2');
      expect(german.map((template) => template.name)).toEqual(
        byLocale.get('de')!.map((template) => template.name),
      );
      const unknown = await templatesOf('locale=xx&goal=lose&activity=1.2');
      expect(unknown.map((template) => template.name)).toEqual(
        byLocale.get('en')!.map((template) => template.name),
      );
    });

    it('[AGEN-36] every goal and activity: the matching ranges first, then the nearest; the limit is honoured', async () => {
      for (const goal of PLAN_GOALS) {
        const forGoal = CONTENT.filter((template) => template.goals.includes(goal));
        for (const activity of PAL_OPTIONS) {
          const templates = await templatesOf(`locale=en&goal=${goal}&activity=${activity}&limit=12`);
          expect(templates.map((template) => template.key).sort()).toEqual(forGoal.map((c) => c.key).sort());
          const distances = templates.map((template) => activityDistance(template, activity));
          expect(distances[0], `${goal} ${activity}`).toBe(0);
          expect(distances).toEqual([...distances].sort((a, b) => a - b));
          expect(templates.every((template) => template.goal === goal)).toBe(true);
          for (const limit of [1, 2]) {
            const limited = await templatesOf(`locale=en&goal=${goal}&activity=${activity}&limit=${limit}`);
            expect(limited.map((template) => template.key)).toEqual(
              templates.slice(0, limit).map((template) => template.key),
            );
          }
        }
      }
      // An activity between the options is matched by the nearest range too.
      const between = await templatesOf('locale=en&goal=gain&activity=1.8&limit=12');
      expect(activityDistance(between[0]!, 1.8)).toBe(0);
    });

    it('[AGEN-36] every exercise the templates name is in the catalogue after the reference import', async () => {
      const missing = REFERENCED.filter((sourceId) => !catalogue.has(sourceId));
      expect(missing).toEqual([]);
      const seen = new Set<string>();
      for (const goal of PLAN_GOALS) {
        for (const template of await templatesOf(`locale=pl&goal=${goal}&activity=1.55&limit=12`)) {
          seen.add(template.key);
          const content = contentOf(template.key);
          // Nothing is left out: every day and exercise of the content, with its catalogue id and dose.
          expect(template.days.map((day) => day.day)).toEqual(content.days.map((day) => day.day));
          template.days.forEach((day, index) => {
            const planned = content.days[index]!.exercises;
            expect(day.exercises).toEqual(
              planned.map(({ exercise, ...dose }) => ({
                exerciseId: catalogue.get(exercise)?.id,
                name: catalogue.get(exercise)?.pl,
                ...dose,
              })),
            );
          });
        }
      }
      expect([...seen].sort()).toEqual(CONTENT.map((template) => template.key).sort());
    });

    it('[AGEN-36] bad goal, activity or limit answers 400', async () => {
      const bad = [
        '',
        'activity=1.2',
        'goal=lose',
        'goal=other&activity=1.2',
        'goal=LOSE&activity=1.2',
        'goal=lose&activity=',
        'goal=lose&activity=abc',
        'goal=lose&activity=1.1',
        'goal=lose&activity=2',
        'goal=lose&activity=0x1',
        'goal=lose&activity=1e0',
        'goal=lose&activity=-1.2',
        'goal=lose&activity=1.2&limit=0',
        'goal=lose&activity=1.2&limit=13',
        'goal=lose&activity=1.2&limit=1.5',
        'goal=lose&activity=1.2&limit=abc',
        'goal=lose&activity=1.2&limit=-1',
        'goal=lose&activity=1.2&limit=',
        'goal=lose&activity=1.2&limit=0x3',
      ];
      for (const query of bad) {
        const res = await get(`locale=en&${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(ErrorBody.safeParse(res.json()).success, query).toBe(true);
      }
    });
  },
);
