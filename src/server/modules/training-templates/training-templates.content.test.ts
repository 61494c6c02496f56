import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAL_OPTIONS } from '../../../core/domain/energy';
import { PLAN_GOALS } from '../../../core/domain/plan/vocabulary';
import { LOCALES } from '../../../core/i18n/locales';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import {
  loadTrainingTemplates,
  referencedExercises,
  TRAINING_TEMPLATES_FILE,
  TrainingTemplatesFileError,
  type ContentTemplate,
} from './training-templates.content';
import { matchTemplates } from './training-templates.service';

const CONTENT = loadTrainingTemplates(resolve('content'));

describe('the training templates content (content/training-templates, AGEN-36)', () => {
  it('[AGEN-36] holds at least 12 templates with distinct keys and native texts in pl, de and en', () => {
    expect(CONTENT.length).toBeGreaterThanOrEqual(12);
    expect(new Set(CONTENT.map((template) => template.key)).size).toBe(CONTENT.length);
    for (const template of CONTENT) {
      for (const field of ['name', 'description'] as const) {
        const texts = LOCALES.map((locale) => template[field][locale].trim());
        expect(texts.every((text) => text.length > 0)).toBe(true);
        // Translated, not copied: each language has its own text.
        expect(new Set(texts).size, `${template.key} ${field}`).toBe(LOCALES.length);
      }
    }
    for (const locale of LOCALES) {
      const names = CONTENT.map((template) => template.name[locale]);
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });

  it('[AGEN-36] offers templates at every level for every goal and every activity option', () => {
    for (const goal of PLAN_GOALS) {
      const forGoal = CONTENT.filter((template) => template.goals.includes(goal));
      expect(new Set(forGoal.map((template) => template.level)), goal).toEqual(
        new Set(['beginner', 'intermediate', 'advanced']),
      );
      for (const pal of PAL_OPTIONS)
        expect(
          forGoal.some((t) => t.activity.min <= pal && pal <= t.activity.max),
          `${goal} at PAL ${pal}`,
        ).toBe(true);
    }
  });

  it('[AGEN-36] keeps rest days, and builds muscle with strength work and loses fat with cardio and strength', () => {
    const dataset = JSON.parse(
      readFileSync(join(REAL_DATA_DIR, 'exercises/free-exercise-db/exercises.json'), 'utf8'),
    ) as Array<{ id: string; category: string }>;
    const category = new Map(dataset.map((exercise) => [exercise.id, exercise.category]));
    const strength = new Set(['strength', 'powerlifting', 'olympic weightlifting', 'strongman']);
    const kinds = (template: ContentTemplate) =>
      new Set(template.days.flatMap((day) => day.exercises.map((e) => category.get(e.exercise))));
    for (const template of CONTENT) {
      expect(template.days.length, template.key).toBeLessThanOrEqual(6);
      expect(template.days.length, template.key).toBeGreaterThanOrEqual(3);
      const used = kinds(template);
      expect(
        [...used].some((kind) => kind !== undefined && strength.has(kind)),
        template.key,
      ).toBe(true);
      if (template.goals.includes('lose')) expect(used.has('cardio'), template.key).toBe(true);
    }
    for (const template of CONTENT.filter((t) => t.goals.includes('gain'))) {
      const sets = template.days.flatMap((day) => day.exercises).filter((e) => e.sets !== undefined);
      expect(sets.length, template.key).toBeGreaterThan(template.days.length * 3);
    }
  });

  it('[AGEN-36] names only exercises the reference import brings in (the dataset and our names for them)', () => {
    const dataset = new Set(
      (
        JSON.parse(
          readFileSync(join(REAL_DATA_DIR, 'exercises/free-exercise-db/exercises.json'), 'utf8'),
        ) as Array<{ id: string }>
      ).map((exercise) => exercise.id),
    );
    const names = JSON.parse(readFileSync('content/exercises/names.json', 'utf8')) as Record<string, unknown>;
    const referenced = referencedExercises(CONTENT);
    expect(referenced.length).toBeGreaterThan(20);
    expect(referenced.filter((id) => !dataset.has(id) || !(id in names))).toEqual([]);
  });
});

describe('the training templates loader', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const contentWith = (text: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'nutrio-training-'));
    dirs.push(dir);
    mkdirSync(dirname(join(dir, TRAINING_TEMPLATES_FILE)), { recursive: true });
    writeFileSync(join(dir, TRAINING_TEMPLATES_FILE), text);
    return dir;
  };
  const real = () => JSON.parse(JSON.stringify({ templates: CONTENT })) as { templates: ContentTemplate[] };

  it('fails loudly, naming the file, on a broken or missing file', () => {
    expect(() => loadTrainingTemplates(contentWith('{ "templates": ['))).toThrow(TrainingTemplatesFileError);
    expect(() => loadTrainingTemplates(contentWith('{ "templates": ['))).toThrow(/training-templates\.json/);
    expect(() => loadTrainingTemplates(join(tmpdir(), 'nutrio-no-such-content'))).toThrow(
      TrainingTemplatesFileError,
    );
  });

  it('fails on a template that breaks the rules', () => {
    const broken: Array<[string, (file: { templates: ContentTemplate[] }) => void]> = [
      ['a missing German name', (f) => (f.templates[0]!.name.de = '')],
      ['a repeated key', (f) => (f.templates[1]!.key = f.templates[0]!.key)],
      ['an unknown goal', (f) => ((f.templates[0]!.goals as string[]) = ['other'])],
      ['an activity outside the PAL options', (f) => (f.templates[0]!.activity.max = 2.4)],
      ['an inverted activity range', (f) => (f.templates[0]!.activity = { min: 1.9, max: 1.2 })],
      ['a day outside the week', (f) => (f.templates[0]!.days[0]!.day = 8)],
      ['days out of order', (f) => f.templates[0]!.days.reverse()],
      [
        'an exercise with neither minutes nor sets',
        (f) => (f.templates[0]!.days[0]!.exercises[0] = { exercise: 'Plank' }),
      ],
      ['sets without reps', (f) => (f.templates[0]!.days[0]!.exercises[0] = { exercise: 'Plank', sets: 3 })],
      [
        'a rep range that ends below its start',
        (f) =>
          (f.templates[0]!.days[0]!.exercises[0] = { exercise: 'Pushups', sets: 3, reps: 10, repsMax: 8 }),
      ],
      ['an unknown field', (f) => Object.assign(f.templates[0]!, { image: 'x.png' })],
    ];
    expect(() => loadTrainingTemplates(contentWith(JSON.stringify(real())))).not.toThrow();
    for (const [problem, breakIt] of broken) {
      const file = real();
      breakIt(file);
      expect(() => loadTrainingTemplates(contentWith(JSON.stringify(file))), problem).toThrow(
        TrainingTemplatesFileError,
      );
    }
  });
});

describe('the training templates matching (AGEN-36)', () => {
  const template = (
    key: string,
    goals: ContentTemplate['goals'],
    min: number,
    max: number,
  ): ContentTemplate => ({
    key,
    level: 'beginner',
    goals,
    activity: { min, max },
    name: { pl: key, de: key, en: key },
    description: { pl: key, de: key, en: key },
    days: [{ day: 1, exercises: [{ exercise: 'Plank', sets: 3, seconds: 30 }] }],
  });
  const all = [
    template('far', ['lose'], 1.8, 1.9),
    template('near', ['lose'], 1.2, 1.375),
    template('gain-inside', ['gain'], 1.55, 1.55),
    template('inside', ['lose', 'maintain'], 1.375, 1.55),
    template('also-inside', ['lose'], 1.5, 1.6),
  ];
  const keys = (goal: ContentTemplate['goals'][number], activity: number, limit: number) =>
    matchTemplates(all, { goal, activity, limit }).map((t) => t.key);

  it('puts the templates whose range holds the activity first, then the nearest, only for the goal', () => {
    expect(keys('lose', 1.55, 12)).toEqual(['inside', 'also-inside', 'near', 'far']);
    expect(keys('lose', 1.55, 3)).toEqual(['inside', 'also-inside', 'near']);
    expect(keys('lose', 1.9, 2)).toEqual(['far', 'also-inside']);
    expect(keys('maintain', 1.2, 12)).toEqual(['inside']);
    expect(keys('gain', 1.2, 1)).toEqual(['gain-inside']);
  });
});
