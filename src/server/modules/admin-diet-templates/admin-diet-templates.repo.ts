import { sql, type Kysely, type Transaction } from 'kysely';
import type { AdminTemplatesQuery, TemplateParameters } from '../../../core/contracts/admin-diet-templates';
import type { StoredTemplatePlan } from '../../../core/domain/diet-template-diet';
import type { DietType, FoodNutrition } from '../../../core/domain/plan/types';
import { LOCALES, type Locale } from '../../../core/i18n/locales';
import { allergenMask } from '../../db/allergen-mask';
import type { DB } from '../../db/schema';
import type { SearchProvider } from '../../db/search/search-provider';
import { recordAudit, type AuditActor } from '../audit/audit.repo';
import { foodNutrition, ingredientsOf, jsonList } from '../diet-generator/plan-data';

type Db = Kysely<DB> | Transaction<DB>;

/** A recipe as a template's meal uses it: per-portion ingredients, its diet and allergens. */
export interface TemplateRecipe {
  id: number;
  name: string;
  dietType: DietType;
  allergens: string[];
  mayContain: string[];
  kcalPerPortion: number;
  /** Grams of each food in one portion. */
  ingredients: Array<{ foodId: number; grams: number }>;
}

export type TemplateRow = Awaited<ReturnType<ReturnType<typeof createAdminDietTemplatesRepo>['find']>>;

export interface TemplateWrite {
  key?: string;
  parameters: TemplateParameters;
  names: Record<Locale, string>;
  slugs: Record<Locale, string>;
  sortKeys: Record<Locale, string>;
  descriptions: Record<Locale, string>;
  plan: StoredTemplatePlan;
  allergens: string[];
  average: { kcal: number; protein: number; fat: number; carbs: number };
  prices: { PLN: Price; EUR: Price; USD: Price } | null;
}
interface Price {
  regular: number;
  final: number;
}

const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Diet templates as admins make and change them (issue 24 A2); every write is audited in its transaction. */
export function createAdminDietTemplatesRepo(db: Kysely<DB>, search: SearchProvider) {
  const filtered = (q: string | undefined) => {
    let query = db.selectFrom('diet_templates');
    const text = q?.trim();
    if (text) {
      const pattern = containsPattern(text);
      query = query.where((eb) =>
        eb.or([
          ...LOCALES.map((locale) =>
            eb(sql`lower(${sql.ref(`name_${locale}`)})`, 'like', sql`${pattern} escape '\\'`),
          ),
          eb(sql`lower(key)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    return query;
  };

  async function find(id: number) {
    return db.selectFrom('diet_templates').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** After the change is committed: the search provider writes in its own transaction. */
  async function writeSearchDocuments(trx: Db, id: number) {
    const row = await trx
      .selectFrom('diet_templates')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const labels = await trx
      .selectFrom('shop_labels')
      .selectAll()
      .where('key', 'in', [row.goal, ...jsonList(row.categories), ...jsonList(row.tags)])
      .execute();
    await search.upsert(
      LOCALES.map((locale) => ({
        entityType: 'diet_template',
        entityId: id,
        locale,
        name: row[`name_${locale}`],
        body: [row[`description_${locale}`], ...labels.map((label) => label[`name_${locale}`])].join(' '),
      })),
    );
  }

  function columns(write: TemplateWrite) {
    const { names, slugs, sortKeys, descriptions } = write;
    const localized = {
      name_en: names.en,
      name_de: names.de,
      name_pl: names.pl,
      slug_en: slugs.en,
      slug_de: slugs.de,
      slug_pl: slugs.pl,
      sort_key_en: sortKeys.en,
      sort_key_de: sortKeys.de,
      sort_key_pl: sortKeys.pl,
      description_en: descriptions.en,
      description_de: descriptions.de,
      description_pl: descriptions.pl,
    };
    return {
      ...localized,
      diet_type: write.parameters.dietType,
      goal: write.parameters.goal,
      target_kcal: write.parameters.kcal,
      days: write.parameters.days,
      meals_per_day: write.parameters.mealsPerDay,
      excluded_allergens: JSON.stringify(write.parameters.excludeAllergens),
      free: write.prices === null ? 1 : 0,
      plan: JSON.stringify(write.plan),
      allergens: JSON.stringify(write.allergens),
      kcal: write.average.kcal,
      protein_g: write.average.protein,
      fat_g: write.average.fat,
      carbs_g: write.average.carbs,
    } as const;
  }

  async function writePrices(
    trx: Db,
    id: number,
    prices: TemplateWrite['prices'],
    taxRates: Record<string, number>,
  ) {
    await trx
      .deleteFrom('product_prices')
      .where('product_type', '=', 'diet_template')
      .where('product_id', '=', id)
      .execute();
    if (!prices) return;
    await trx
      .insertInto('product_prices')
      .values(
        (['PLN', 'EUR', 'USD'] as const).map((currency) => ({
          product_type: 'diet_template' as const,
          product_id: id,
          currency,
          regular_minor: prices[currency].regular,
          final_minor: prices[currency].final,
          tax_rate_bp: taxRates[currency] ?? 0,
        })),
      )
      .execute();
  }

  return {
    find,

    async page(query: AdminTemplatesQuery, locale: Locale, offset: number, limit: number) {
      return filtered(query.q)
        .select([
          'id',
          'key',
          `name_${locale} as name`,
          'diet_type',
          'goal',
          'target_kcal',
          'kcal',
          'days',
          'meals_per_day',
          'free',
          'updated_at',
        ])
        .orderBy(`sort_key_${locale}`)
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(query: AdminTemplatesQuery): Promise<number> {
      const row = await filtered(query.q)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async prices(id: number) {
      return db
        .selectFrom('product_prices')
        .select(['currency', 'regular_minor', 'final_minor'])
        .where('product_type', '=', 'diet_template')
        .where('product_id', '=', id)
        .execute();
    },

    async recipes(ids: readonly number[], locale: Locale): Promise<Map<number, TemplateRecipe>> {
      const unique = [...new Set(ids)];
      const recipes = new Map<number, TemplateRecipe>();
      for (let i = 0; i < unique.length; i += 500) {
        const rows = await db
          .selectFrom('recipes')
          .select([
            'id',
            `name_${locale} as name`,
            'diet_type',
            'allergens',
            'may_contain_allergens',
            'portions',
            'energy_kcal',
            'plan_ingredients',
          ])
          .where('id', 'in', unique.slice(i, i + 500))
          .execute();
        for (const row of rows) recipes.set(row.id, recipeOf(row));
      }
      return recipes;
    },

    foods: (ids: readonly number[]): Promise<Map<number, FoodNutrition>> => foodNutrition(db, ids),

    /**
     * Recipes that fit the diet, leave out every excluded allergen (also "may contain", the allergen mask holds
     * both) and suit the meal's occasion, nearest the meal's kcal per portion first.
     */
    async candidates(filter: {
      dietTypes: readonly string[];
      excluded: readonly string[];
      occasions: readonly string[];
      kcal: number;
      q: string | undefined;
      locale: Locale;
      limit: number;
    }): Promise<TemplateRecipe[]> {
      const mask = allergenMask(filter.excluded);
      let query = db
        .selectFrom('recipes')
        .select([
          'id',
          `name_${filter.locale} as name`,
          'diet_type',
          'allergens',
          'may_contain_allergens',
          'portions',
          'energy_kcal',
          'plan_ingredients',
        ])
        .where('diet_type', 'in', [...filter.dietTypes])
        .where(sql<boolean>`(allergen_mask & ${mask}) = 0`)
        .where('plan_ingredients', '!=', '')
        .where((eb) => eb.or(filter.occasions.map((occasion) => eb('occasions', 'like', `%"${occasion}"%`))));
      const text = filter.q?.trim();
      if (text)
        query = query.where(
          sql`lower(${sql.ref(`name_${filter.locale}`)})`,
          'like',
          sql`${containsPattern(text)} escape '\\'`,
        );
      const rows = await query
        .orderBy(sql`abs(energy_kcal - ${filter.kcal})`)
        .orderBy('id')
        .limit(filter.limit)
        .execute();
      return rows.map(recipeOf);
    },

    async create(
      actor: AuditActor,
      write: TemplateWrite & { key: string },
      taxRates: Record<string, number>,
    ) {
      const id = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('diet_templates')
          .values({
            key: write.key,
            tags: '[]',
            categories: '[]',
            ...columns(write),
            edited_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writePrices(trx, inserted.id, write.prices, taxRates);
        await recordAudit(trx, {
          actor,
          action: 'diet-template.create',
          targetType: 'diet-template',
          targetId: inserted.id,
          after: { key: write.key, ...columns(write), prices: write.prices },
        });
        return inserted.id;
      });
      await writeSearchDocuments(db, id);
      return id;
    },

    async update(
      actor: AuditActor,
      id: number,
      write: TemplateWrite,
      before: unknown,
      taxRates: Record<string, number>,
    ) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('diet_templates')
          .set({ ...columns(write), edited_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await writePrices(trx, id, write.prices, taxRates);
        await recordAudit(trx, {
          actor,
          action: 'diet-template.update',
          targetType: 'diet-template',
          targetId: id,
          before,
          after: { ...columns(write), prices: write.prices },
        });
      });
      await writeSearchDocuments(db, id);
    },

    async keyTaken(key: string): Promise<boolean> {
      return !!(await db.selectFrom('diet_templates').select('id').where('key', '=', key).executeTakeFirst());
    },
  };
}

function recipeOf(row: {
  id: number;
  name: string;
  diet_type: string;
  allergens: string;
  may_contain_allergens: string;
  portions: number;
  energy_kcal: number | null;
  plan_ingredients: string;
}): TemplateRecipe {
  return {
    id: row.id,
    name: row.name,
    dietType: row.diet_type as DietType,
    allergens: jsonList(row.allergens),
    mayContain: jsonList(row.may_contain_allergens),
    kcalPerPortion: Number(row.energy_kcal ?? 0),
    ingredients: ingredientsOf(row.plan_ingredients, Math.max(1, row.portions)),
  };
}

export type AdminDietTemplatesRepo = ReturnType<typeof createAdminDietTemplatesRepo>;
