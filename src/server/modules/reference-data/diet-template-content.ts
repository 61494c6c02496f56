import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { templateSchedule } from '../../../core/domain/diet-template-diet';
import { generatePlan } from '../../../core/domain/plan/engine';
import { planMetrics } from '../../../core/domain/plan/metrics';
import type { PlanData, PlanDay, ScheduleItem } from '../../../core/domain/plan/types';
import { LOCALES } from '../../../core/i18n/locales';
import { sortKey } from '../../../core/text/sort-key';
import type { DB } from '../../db/schema';
import { loadPackedPlanData, unpackPlanData } from '../diet-generator/plan-data';
import { ALLERGEN_CODES } from './allergen-rules';
import { readJsonFile, writeIfChanged } from './content-files';
import { dietTemplateCoverSvg } from './ebook-cover';
import { ShopVocabularyFile, type ShopVocabulary } from './ebook-content';
import { slugify } from './food-rules';
import { DataFileError } from './sr28';
import { editedIds, syncTable, type Row, type SyncCounts } from './table-sync';

const Named = z.object({ en: z.string().min(1), de: z.string().min(1), pl: z.string().min(1) });
const Amount = z.object({ regular: z.number().int().positive(), final: z.number().int().positive() });

/** content/diet-templates/templates.json: what each template is for; its days come from our engine. */
export const DietTemplatesFile = z.array(
  z.object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    dietType: z.enum(['any', 'meat', 'fish', 'vegetarian', 'vegan']),
    goal: z.enum(['lose', 'maintain', 'gain']),
    kcal: z.number().int().min(1200).max(4000),
    days: z.union([z.literal(7), z.literal(14), z.literal(28)]),
    mealsPerDay: z.number().int().min(3).max(5),
    excludeAllergens: z.array(z.enum(ALLERGEN_CODES as unknown as [string, ...string[]])),
    tags: z.array(z.string().regex(/^[a-z-]+$/)).min(1),
    categories: z.array(z.string().regex(/^[a-z-]+$/)).min(1),
    free: z.boolean(),
    price: z.object({ PLN: Amount, EUR: Amount, USD: Amount }).nullable(),
    names: Named,
    descriptions: Named,
    freeTitle: Named.nullable(),
  }),
);
export type DietTemplateContent = z.infer<typeof DietTemplatesFile>[number];

/** Where a template's picture lies under the media folder (served at /media/…). */
export const dietTemplateCoverPath = (key: string) => `diet-templates/${key}.svg`;

/** Diet templates' VAT per shop currency in basis points (a digital service: the standard rates; USD without). */
export const TEMPLATE_TAX_RATE_BP = { PLN: 2300, EUR: 1900, USD: 0 } as const;

const seedOf = (key: string) =>
  [...key].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0, 17);

/** A template's days, made by the plan engine (deterministic for the template), meals only. */
export function templatePlan(template: DietTemplateContent, data: PlanData): PlanDay[] {
  const schedule: ScheduleItem[] = templateSchedule(template.mealsPerDay);
  return generatePlan(
    {
      targetCalories: template.kcal,
      preferences: { dietType: template.dietType, allergens: template.excludeAllergens },
      schedule,
      planDuration: template.days,
      startDate: '2026-01-05',
      seed: seedOf(template.key),
      goal: template.goal,
    },
    data,
  ).map((day) => ({ ...day, exercises: [], hydrationLog: [] }));
}

/**
 * The shop's diet templates (issue 16 A3, A4): each made now by the plan engine from the recipes in the
 * database, its average kcal and macros computed from the days and its allergens gathered from the
 * recipes it uses (what they contain or may contain). A second run over the same content and recipes makes
 * the same plans (seeded) and changes nothing.
 */
export async function importDietTemplates(
  db: Kysely<DB>,
  paths: { contentDir: string; mediaDir: string },
): Promise<{ tables: Record<string, SyncCounts> } | undefined> {
  const { contentDir } = paths;
  const file = join(contentDir, 'diet-templates', 'templates.json');
  if (!existsSync(file)) return undefined;
  const templates = readJsonFile(file, DietTemplatesFile);
  const vocabulary = readJsonFile(join(contentDir, 'shop', 'vocabulary.json'), ShopVocabularyFile);
  const known = (kind: 'dietTemplateCategories' | 'dietTemplateTags') =>
    new Set(vocabulary[kind].map((e) => e.key));
  for (const template of templates) {
    const unknown = [
      ...template.categories.filter((key) => !known('dietTemplateCategories').has(key)),
      ...template.tags.filter((key) => !known('dietTemplateTags').has(key)),
    ];
    if (unknown.length) throw new DataFileError(file, 0, `${template.key}: unknown ${unknown.join(', ')}`);
  }
  const data = unpackPlanData(await loadPackedPlanData(db));
  if (data.recipes.length === 0) return undefined;
  const recipes = new Map(data.recipes.map((recipe) => [recipe.id, recipe]));
  const rows: Row[] = templates.map((template) => {
    if (template.free !== (template.price === null))
      throw new DataFileError(file, 0, `${template.key}: a template is free exactly when it has no price`);
    const days = templatePlan(template, data);
    const used = days.flatMap((day) => day.meals.map((meal) => recipes.get(meal.recipeId)!));
    const allergens = [
      ...new Set(used.flatMap((recipe) => [...recipe.allergens, ...recipe.mayContain])),
    ].sort();
    const unsafe = allergens.filter((code) => template.excludeAllergens.includes(code));
    if (unsafe.length > 0)
      throw new DataFileError(file, 0, `${template.key}: the plan uses recipes with ${unsafe.join(', ')}`);
    const perDay = planMetrics(days, data.foods, new Map(), 70).days;
    const average = (field: 'calories' | 'protein' | 'fat' | 'carbs') =>
      Math.round(perDay.reduce((sum, day) => sum + day[field], 0) / perDay.length);
    writeIfChanged(
      join(paths.mediaDir, dietTemplateCoverPath(template.key)),
      dietTemplateCoverSvg({ ...template, kcal: average('calories') }),
    );
    const row: Row = {
      key: template.key,
      diet_type: template.dietType,
      goal: template.goal,
      target_kcal: template.kcal,
      days: template.days,
      meals_per_day: template.mealsPerDay,
      excluded_allergens: JSON.stringify(template.excludeAllergens),
      tags: JSON.stringify(template.tags),
      categories: JSON.stringify(template.categories),
      free: template.free ? 1 : 0,
      plan: JSON.stringify(
        days.map((day) => ({
          meals: day.meals.map((meal) => ({
            slot: meal.scheduleItemId,
            recipeId: meal.recipeId,
            foods: meal.foodItems.map((item) => [item.foodId, item.quantity]),
          })),
        })),
      ),
      allergens: JSON.stringify(allergens),
      kcal: average('calories'),
      protein_g: average('protein'),
      fat_g: average('fat'),
      carbs_g: average('carbs'),
    };
    for (const locale of LOCALES)
      Object.assign(row, {
        [`name_${locale}`]: template.names[locale],
        [`slug_${locale}`]: slugify(template.names[locale]),
        [`sort_key_${locale}`]: sortKey(template.names[locale], locale),
        [`description_${locale}`]: template.descriptions[locale],
        [`free_title_${locale}`]: template.freeTitle?.[locale] ?? null,
      });
    return row;
  });
  const tables: Record<string, SyncCounts> = {};
  const labels = (kind: string, entries: ShopVocabulary['dietTemplateTags']): Row[] =>
    entries.map((e) => ({ kind, key: e.key, name_en: e.name.en, name_pl: e.name.pl, name_de: e.name.de }));
  await db.transaction().execute(async (trx) => {
    tables.shop_labels = await syncTable(
      trx,
      'shop_labels',
      ['kind', 'key'],
      [
        ...labels('template-category', vocabulary.dietTemplateCategories),
        ...labels('template-tag', vocabulary.dietTemplateTags),
        ...labels('template-goal', vocabulary.dietTemplateGoals),
      ],
    );
    tables.diet_templates = await syncTable(trx, 'diet_templates', ['key'], rows, {
      keep: { edited: true },
    });
    const ids = new Map(
      (await trx.selectFrom('diet_templates').select(['id', 'key']).execute()).map((r) => [r.key, r.id]),
    );
    tables.product_prices = await syncTable(
      trx,
      'product_prices',
      ['product_type', 'product_id', 'currency'],
      templates.flatMap((template) =>
        template.price
          ? (['PLN', 'EUR', 'USD'] as const).map((currency) => ({
              product_type: 'diet_template',
              product_id: ids.get(template.key)!,
              currency,
              regular_minor: template.price![currency].regular,
              final_minor: template.price![currency].final,
              tax_rate_bp: TEMPLATE_TAX_RATE_BP[currency],
            }))
          : [],
      ),
      {
        hasId: false,
        scope: { product_type: 'diet_template' },
        keep: { parents: { column: 'product_id', ids: await editedIds(trx, 'diet_templates') } },
      },
    );
  });
  return { tables };
}
