import type { Kysely } from 'kysely';
import type { Option } from '../../../../core/contracts/catalogue';
import { vocabularyKey } from '../../../../core/domain/reference-vocabulary';
import type { Locale } from '../../../../core/i18n/locales';
import type { DB } from '../../../db/schema';
import { translatorFor } from '../../../i18n';

interface Named {
  code: string;
  name_en: string;
  name_pl: string;
  name_de: string;
}

export interface NutrientInfo extends Named {
  unit: string;
  daily_men: number | null;
  daily_woman: number | null;
}

export interface ReferenceLabels {
  allergens: Named[];
  nutrients: NutrientInfo[];
  foodGroups: Array<Named & { id: number }>;
  dietTypes: Named[];
}

/** Reference vocabularies change only on import; they are read once per process and reused. */
export function createReferenceLabels(db: Kysely<DB>) {
  let cached: Promise<ReferenceLabels> | undefined;
  const load = async (): Promise<ReferenceLabels> => ({
    allergens: await db
      .selectFrom('allergens')
      .select(['code', 'name_en', 'name_pl', 'name_de'])
      .orderBy('id')
      .execute(),
    nutrients: await db
      .selectFrom('nutrients')
      .select(['code', 'name_en', 'name_pl', 'name_de', 'unit', 'daily_men', 'daily_woman'])
      .orderBy('id')
      .execute(),
    foodGroups: await db
      .selectFrom('food_groups')
      .select(['id', 'code', 'name_en', 'name_pl', 'name_de'])
      .orderBy('id')
      .execute(),
    dietTypes: await db
      .selectFrom('diet_types')
      .select(['code', 'name_en', 'name_pl', 'name_de'])
      .orderBy('position')
      .execute(),
  });
  return {
    get: () =>
      (cached ??= load().catch((error: unknown) => {
        cached = undefined;
        throw error;
      })),
  };
}
export type ReferenceLabelsCache = ReturnType<typeof createReferenceLabels>;

export function option(item: Named, locale: Locale): Option {
  return { value: item.code, label: item[`name_${locale}`] };
}

/**
 * Translated vocabulary labels, by locale, section and value: the texts are fixed for the life of the process,
 * and looking them up through i18next for every card of every answer was a fifth of a search's time (issue 13
 * A1). Bounded by the vocabularies' size; the cap only guards against values nobody defined.
 */
const vocabularyLabels = new Map<string, Option>();
const VOCABULARY_LABELS_MAX = 50_000;

/** A label from the `reference` i18n catalogue, e.g. ('occasions', 'breakfast'). */
export function vocabularyOption(locale: Locale, section: string, value: string): Option {
  const cacheKey = `${locale}\u0000${section}\u0000${value}`;
  const cached = vocabularyLabels.get(cacheKey);
  if (cached) return cached;
  const t = translatorFor(locale);
  // Our own keys (camelCase buckets such as "upTo15") are used as they are; source values ("body only") as keys.
  const key = /^[a-z][a-zA-Z0-9]*$/.test(value) ? value : vocabularyKey(value);
  const label = Object.freeze({ value, label: t(`reference:${section}.${key}`, { defaultValue: value }) });
  if (vocabularyLabels.size < VOCABULARY_LABELS_MAX) vocabularyLabels.set(cacheKey, label);
  return label;
}

export function vocabularyOptions(locale: Locale, section: string, values: readonly string[]): Option[] {
  return values.map((value) => vocabularyOption(locale, section, value));
}

/**
 * A JSON list column (e.g. a recipe's tags) as labels, kept per text: the cards of a page repeat the same few
 * lists, and parsing and labelling each again was a tenth of a computed search's work. The lists are frozen
 * and shared; the cap bounds memory as above.
 */
const listLabels = new Map<string, Option[]>();

export function vocabularyListOptions(locale: Locale, section: string, json: string): Option[] {
  const cacheKey = `${locale}\u0000${section}\u0000${json}`;
  const cached = listLabels.get(cacheKey);
  if (cached) return cached;
  const options = Object.freeze(vocabularyOptions(locale, section, parseList(json))) as Option[];
  if (listLabels.size < VOCABULARY_LABELS_MAX) listLabels.set(cacheKey, options);
  return options;
}

/** "equipment:barbell" → the equipment label; "muscle:chest" → the muscle label. */
export function exerciseTagOption(locale: Locale, tag: string): Option {
  const [kind, key = ''] = tag.split(':');
  const section = kind === 'equipment' ? 'exercise.equipment' : 'exercise.muscles';
  return { value: tag, label: vocabularyOption(locale, section, key).label };
}

export function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
}

export function dailyReference(nutrient: NutrientInfo): number | null {
  if (nutrient.daily_men === null || nutrient.daily_woman === null) return null;
  return Math.min(nutrient.daily_men, nutrient.daily_woman);
}
