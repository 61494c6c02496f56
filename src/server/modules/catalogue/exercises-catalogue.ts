import type { Kysely } from 'kysely';
import type { ExerciseCard, ExerciseDetail, ExerciseSearchRequest, FilterGroups, Option } from '../../../core/contracts/catalogue';
import type { Locale } from '../../../core/i18n/locales';
import type { DB, ExercisesTable } from '../../db/schema';
import type { SearchProvider } from '../../db/search/search-provider';
import { NotFoundError } from '../../errors';
import { BODY_GROUPS, EXERCISE_GOALS } from '../../../core/domain/reference-vocabulary';
import { exerciseTagOption, parseList, vocabularyOption, vocabularyOptions } from './catalogue-labels';
import { jsonArrayHasAny, known, orderColumns, pageResult, pageWindow, textCondition } from './catalogue-query';

type ExerciseRow = Omit<ExercisesTable, 'id'> & { id: number };

/** Range filter choices (single-select lists, B §3). */
export const MET_STEPS = ['2', '3', '4', '5', '6', '8', '10'] as const;
export const KCAL_STEPS = ['100', '200', '300', '400', '500', '600', '800'] as const;

const mediaUrl = (path: string) => `/media/${path}`;
const cardImage = (path: string) => mediaUrl(path.replace(/\.(jpg|webp)$/, '-card.webp'));

export function createExercisesCatalogue(db: Kysely<DB>, search: SearchProvider) {
  function card(row: ExerciseRow, locale: Locale): ExerciseCard {
    const images = parseList(row.images);
    return {
      id: row.id,
      slug: row[`slug_${locale}`],
      name: row[`name_${locale}`],
      image: images[0] ? cardImage(images[0]) : null,
      tags: parseList(row.tags).map((tag) => exerciseTagOption(locale, tag)),
      type: vocabularyOption(locale, 'exercise.category', row.category),
      group: vocabularyOption(locale, 'exercise.group', row.body_group),
      goals: vocabularyOptions(locale, 'exercise.goal', parseList(row.goals)),
      kcal_hour: row.kcal_hour,
      mets: row.met,
      level: vocabularyOption(locale, 'exercise.level', row.level),
      language: locale,
    };
  }

  async function tagValues(): Promise<string[]> {
    const rows = await db.selectFrom('exercises').select('tags').execute();
    return [...new Set(rows.flatMap((r) => parseList(r.tags)))].sort();
  }
  async function categories(): Promise<string[]> {
    return (await db.selectFrom('exercises').select('category').distinct().orderBy('category').execute()).map((r) => r.category);
  }

  const range = (values: string[], allowed: readonly string[]) => {
    const value = known(values, allowed)[0];
    return value === undefined ? undefined : Number(value);
  };

  return {
    async filters(locale: Locale): Promise<FilterGroups> {
      const numberOptions = (values: readonly string[], unit: string): Option[] => values.map((v) => ({ value: v, label: `${v} ${unit}` }));
      return {
        categories: vocabularyOptions(locale, 'exercise.category', await categories()),
        tags: (await tagValues()).map((tag) => exerciseTagOption(locale, tag)),
        goals: vocabularyOptions(locale, 'exercise.goal', EXERCISE_GOALS),
        groups: vocabularyOptions(locale, 'exercise.group', BODY_GROUPS),
        mets: numberOptions(MET_STEPS, 'MET'),
        kcalMin: numberOptions(KCAL_STEPS, 'kcal/h'),
        kcalMax: numberOptions(KCAL_STEPS, 'kcal/h'),
      };
    },

    async search(request: ExerciseSearchRequest) {
      const locale = request._locale;
      const matches = textCondition(search, 'exercise', locale, request.text);
      const tags = known(request.tags, await tagValues());
      const types = known(request.type, await categories());
      const goals = known(request.goal, EXERCISE_GOALS);
      const groups = known(request.group, BODY_GROUPS);
      const metsMin = range(request.metsMin, MET_STEPS);
      const metsMax = range(request.metsMax, MET_STEPS);
      const kcalMin = range(request.kcalMin, KCAL_STEPS);
      const kcalMax = range(request.kcalMax, KCAL_STEPS);

      let query = db.selectFrom('exercises');
      if (matches) query = query.where(matches);
      if (tags.length) query = query.where((eb) => jsonArrayHasAny(eb, 'tags', tags));
      if (types.length) query = query.where('category', 'in', types);
      if (goals.length) query = query.where((eb) => jsonArrayHasAny(eb, 'goals', goals));
      if (groups.length) query = query.where('body_group', 'in', groups);
      if (metsMin !== undefined) query = query.where('met', '>=', metsMin);
      if (metsMax !== undefined) query = query.where('met', '<=', metsMax);
      if (kcalMin !== undefined) query = query.where('kcal_hour', '>=', kcalMin);
      if (kcalMax !== undefined) query = query.where('kcal_hour', '<=', kcalMax);

      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const window = pageWindow(request.page, request.perPage, Number(total));
      let rows = query.selectAll();
      for (const [column, direction] of orderColumns(request.sort, locale)) rows = rows.orderBy(column as 'id', direction);
      const page = await rows.limit(window.perPage).offset(window.offset).execute();
      return pageResult(page.map((row) => card(row, locale)), window);
    },

    async detail(id: number, locale: Locale): Promise<ExerciseDetail> {
      const row = await db.selectFrom('exercises').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new NotFoundError();
      const muscles = (json: string) => vocabularyOptions(locale, 'exercise.muscles', parseList(json));
      return {
        ...card(row, locale),
        images: parseList(row.images).map(mediaUrl),
        instructions: parseList(row[`instructions_${locale}`]),
        instructionsTranslated: locale === 'en' || row.instructions_translated === 1,
        primaryMuscles: muscles(row.primary_muscles),
        secondaryMuscles: muscles(row.secondary_muscles),
        equipment: vocabularyOption(locale, 'exercise.equipment', row.equipment),
        force: row.force ? vocabularyOption(locale, 'exercise.force', row.force) : null,
        mechanic: row.mechanic ? vocabularyOption(locale, 'exercise.mechanic', row.mechanic) : null,
      };
    },
  };
}
