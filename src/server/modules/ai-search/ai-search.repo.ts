import { sql, type Kysely } from 'kysely';
import { RECIPE_AUTHOR_TAGS } from '../../../core/domain/reference-vocabulary';
import type { Locale } from '../../../core/i18n/locales';
import { ALLERGEN_MASK_BITS, allergenMask } from '../../db/allergen-mask';
import type { DB } from '../../db/schema';
import type { SearchProvider } from '../../db/search/search-provider';
import type { AiVocabulary } from './ai-filters';

export interface RecipeFilterQuery {
  locale: Locale;
  text: string;
  kcalMin: number | null;
  kcalMax: number | null;
  /** A diet type's code (diet_types): the recipe's diet class must be one the type accepts. */
  dietType: string | null;
  /** Neither contained nor "may contain". */
  excludeAllergens: string[];
  /** Any of them (as the recipes list's tag filter). */
  tags: string[];
  limit: number;
}

export interface RecipeHit {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  kcal: number | null;
  dietType: string;
}

const hasMaskBit = (code: string) => (ALLERGEN_MASK_BITS as readonly string[]).includes(code);

const jsonList = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * The AI search's own reading of the recipes: the recipes list has no kcal or diet type filter, so the
 * filters the model gives run here in one statement. Allergens use the same mask as the list (contains or
 * may contain); one without a bit is matched in both JSON lists — never left out.
 */
export function createAiSearchRepo(db: Kysely<DB>, search: SearchProvider) {
  return {
    async vocabulary(): Promise<AiVocabulary> {
      const [dietTypes, allergens] = await Promise.all([
        db.selectFrom('diet_types').select('code').orderBy('position').execute(),
        db.selectFrom('allergens').select('code').orderBy('id').execute(),
      ]);
      return {
        dietTypes: dietTypes.map((row) => row.code),
        allergens: allergens.map((row) => row.code),
        recipeTags: RECIPE_AUTHOR_TAGS,
      };
    },

    async recipes(query: RecipeFilterQuery): Promise<RecipeHit[]> {
      const { locale } = query;
      let select = db
        .selectFrom('recipes')
        .select((eb) => [
          'id',
          eb.ref(`slug_${locale}`).as('slug'),
          eb.ref(`name_${locale}`).as('name'),
          'image',
          'energy_kcal',
          'diet_type',
        ])
        .orderBy('id', 'desc')
        .limit(query.limit);
      if (query.text) {
        const matching = search.matchingIds({ entityType: 'recipe', locale, text: query.text });
        if (matching) select = select.where(sql<boolean>`id IN (${matching})`);
      }
      if (query.kcalMin !== null) select = select.where('energy_kcal', '>=', query.kcalMin);
      if (query.kcalMax !== null) select = select.where('energy_kcal', '<=', query.kcalMax);
      if (query.dietType !== null) {
        const type = await db
          .selectFrom('diet_types')
          .select('find')
          .where('code', '=', query.dietType)
          .executeTakeFirst();
        // A type that names no row matches nothing (the filters were checked against the same table).
        const accepted = type ? jsonList(type.find) : [];
        if (accepted.length === 0) return [];
        select = select.where('diet_type', 'in', accepted);
      }
      const masked = query.excludeAllergens.filter(hasMaskBit);
      if (masked.length) select = select.where(sql<boolean>`(allergen_mask & ${allergenMask(masked)}) = 0`);
      for (const code of query.excludeAllergens.filter((c) => !hasMaskBit(c))) {
        const quoted = `%"${code}"%`;
        select = select
          .where('allergens', 'not like', quoted)
          .where('may_contain_allergens', 'not like', quoted);
      }
      if (query.tags.length)
        select = select.where(
          'id',
          'in',
          db
            .selectFrom('recipe_facets')
            .select('recipe_id')
            .where('facet', '=', 'tag')
            .where('value', 'in', query.tags),
        );
      const rows = await select.execute();
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        image: row.image ? `/media/${row.image}` : null,
        kcal: row.energy_kcal === null ? null : Math.round(row.energy_kcal),
        dietType: row.diet_type,
      }));
    },
  };
}

export type AiSearchRepo = ReturnType<typeof createAiSearchRepo>;
