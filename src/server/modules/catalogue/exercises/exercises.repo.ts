import type { Kysely } from 'kysely';
import type { CatalogueSort } from '../../../../core/contracts/catalogue';
import type { Locale } from '../../../../core/i18n/locales';
import { CATALOGUE_COUNTER, changeRevision } from '../../../db/change-counters';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { parseList } from '../kit/labels';
import { jsonArrayHasAny, orderColumns, textCondition, type PageWindow } from '../kit/query';

/** Filters already checked against what the catalogue offers. */
export interface ExerciseFilters {
  text: string;
  tags: string[];
  types: string[];
  goals: string[];
  groups: string[];
  metsMin?: number | undefined;
  metsMax?: number | undefined;
  kcalMin?: number | undefined;
  kcalMax?: number | undefined;
}

/** The exercises catalogue's SQL. */
export function createExercisesRepo(db: Kysely<DB>, search: SearchProvider) {
  function filtered(filters: ExerciseFilters, locale: Locale) {
    const matches = textCondition(search, 'exercise', locale, filters.text);
    let query = db.selectFrom('exercises');
    if (matches) query = query.where(matches);
    if (filters.tags.length) query = query.where((eb) => jsonArrayHasAny(eb, 'tags', filters.tags));
    if (filters.types.length) query = query.where('category', 'in', filters.types);
    if (filters.goals.length) query = query.where((eb) => jsonArrayHasAny(eb, 'goals', filters.goals));
    if (filters.groups.length) query = query.where('body_group', 'in', filters.groups);
    if (filters.metsMin !== undefined) query = query.where('met', '>=', filters.metsMin);
    if (filters.metsMax !== undefined) query = query.where('met', '<=', filters.metsMax);
    if (filters.kcalMin !== undefined) query = query.where('kcal_hour', '>=', filters.kcalMin);
    if (filters.kcalMax !== undefined) query = query.where('kcal_hour', '<=', filters.kcalMax);
    return query;
  }

  return {
    revision: () => changeRevision(db, CATALOGUE_COUNTER),
    async tagValues(): Promise<string[]> {
      const rows = await db.selectFrom('exercises').select('tags').execute();
      return [...new Set(rows.flatMap((r) => parseList(r.tags)))].sort();
    },
    async categories(): Promise<string[]> {
      return (
        await db.selectFrom('exercises').select('category').distinct().orderBy('category').execute()
      ).map((r) => r.category);
    },
    async count(filters: ExerciseFilters, locale: Locale): Promise<number> {
      const { total } = await filtered(filters, locale)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },
    async page(filters: ExerciseFilters, locale: Locale, sort: CatalogueSort, window: PageWindow) {
      let rows = filtered(filters, locale).selectAll();
      for (const [column, direction] of orderColumns(sort, locale))
        rows = rows.orderBy(column as 'id', direction);
      return rows.limit(window.perPage).offset(window.offset).execute();
    },
    findById: (id: number) => db.selectFrom('exercises').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}

export type ExercisesRepo = ReturnType<typeof createExercisesRepo>;
