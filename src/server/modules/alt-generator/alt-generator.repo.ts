import type { Kysely } from 'kysely';
import type { Locale } from '../../../core/i18n/locales';
import type { DB } from '../../db/schema';

/** The recipes' names in a language (English where a translation is missing), for the plan's meals. */
export function createAltGeneratorRepo(db: Kysely<DB>) {
  return {
    async recipeNames(ids: readonly number[], locale: Locale): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('recipes')
        .select(['id', 'name_en', 'name_de', 'name_pl'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row[`name_${locale}`] || row.name_en]));
    },
  };
}

export type AltGeneratorRepo = ReturnType<typeof createAltGeneratorRepo>;
