import type { NutrientColumn, NutrientValues } from './sr28';
import { FOOD_OCCASIONS, type FoodOccasion, type FoodTag } from '../../../core/domain/reference-vocabulary';
export {
  FOOD_OCCASIONS,
  FOOD_TAGS,
  type FoodOccasion,
  type FoodTag,
} from '../../../core/domain/reference-vocabulary';

/**
 * Food tags from nutrient thresholds per 100 g, following the EU nutrition-claim conditions
 * (Regulation (EC) No 1924/2006, Annex); liquids (the Beverages group) use the liquid thresholds.
 * A tag is only given when the nutrients it needs are known.
 */

const WHOLE_GRAIN =
  /\b(whole[- ]grain|whole[- ]wheat|wholemeal|whole meal|brown rice|wild rice|oats|oat bran|rolled oats|buckwheat|bulgur|quinoa|millet|amaranth|barley, hulled|barley, pearled|rye|spelt|teff|sorghum|popcorn)\b/i;
const WHOLE_GRAIN_GROUPS = new Set(['Cereal Grains and Pasta', 'Breakfast Cereals', 'Baked Products']);

export function foodTags(group: string, description: string, n: NutrientValues): FoodTag[] {
  const liquid = group === 'Beverages';
  const tags: FoodTag[] = [];
  const {
    energy_kcal: kcal,
    protein_g: protein,
    fat_g: fat,
    sat_fat_g: sat,
    sugars_g: sugars,
    fiber_g: fiber,
  } = n;
  if (kcal !== null && protein !== null && kcal > 0 && (protein * 4) / kcal >= 0.2) tags.push('high-protein');
  if (fat !== null && fat <= 0.5) tags.push('fat-free');
  else if (fat !== null && fat <= (liquid ? 1.5 : 3)) tags.push('low-fat');
  if (
    sat !== null &&
    kcal !== null &&
    sat <= (liquid ? 0.75 : 1.5) &&
    (kcal === 0 || (sat * 9) / kcal <= 0.1)
  )
    tags.push('low-saturated-fat');
  if (sugars !== null && sugars <= 0.5) tags.push('sugar-free');
  else if (sugars !== null && sugars <= (liquid ? 2.5 : 5)) tags.push('low-sugar');
  if (fiber !== null && fiber >= 6) tags.push('high-fiber');
  if (n.sodium_mg !== null && n.sodium_mg <= 120) tags.push('low-sodium');
  if (kcal !== null && kcal <= (liquid ? 20 : 40)) tags.push('low-calorie');
  const epaDha = (n.epa_n3_g ?? 0) + (n.dha_n3_g ?? 0);
  if ((n.ala_n3_g !== null && n.ala_n3_g >= 0.6) || epaDha >= 0.08) tags.push('high-omega-3');
  if (WHOLE_GRAIN_GROUPS.has(group) && WHOLE_GRAIN.test(description)) tags.push('whole-grain');
  return tags;
}

/** The meals a food typically belongs to, by food group (docs/reference-data.md). */
const OCCASIONS_BY_GROUP: Record<string, FoodOccasion[]> = {
  'Dairy and Egg Products': ['breakfast', 'snack'],
  'Spices and Herbs': ['lunch', 'dinner'],
  'Baby Foods': [],
  'Fats and Oils': ['breakfast', 'lunch', 'dinner'],
  'Poultry Products': ['lunch', 'dinner'],
  'Soups, Sauces, and Gravies': ['lunch', 'dinner'],
  'Sausages and Luncheon Meats': ['breakfast', 'lunch', 'dinner'],
  'Breakfast Cereals': ['breakfast'],
  'Fruits and Fruit Juices': ['breakfast', 'snack', 'dessert'],
  'Pork Products': ['lunch', 'dinner'],
  'Vegetables and Vegetable Products': ['lunch', 'dinner'],
  'Nut and Seed Products': ['breakfast', 'snack'],
  'Beef Products': ['lunch', 'dinner'],
  Beverages: ['breakfast', 'snack'],
  'Finfish and Shellfish Products': ['lunch', 'dinner'],
  'Legumes and Legume Products': ['lunch', 'dinner'],
  'Lamb, Veal, and Game Products': ['lunch', 'dinner'],
  'Baked Products': ['breakfast', 'snack'],
  Sweets: ['dessert', 'snack'],
  'Cereal Grains and Pasta': ['lunch', 'dinner'],
  'Fast Foods': ['lunch', 'dinner'],
  'Meals, Entrees, and Side Dishes': ['lunch', 'dinner'],
  Snacks: ['snack'],
  'American Indian/Alaska Native Foods': [],
  'Restaurant Foods': ['lunch', 'dinner'],
};

export function foodOccasions(group: string, description: string): FoodOccasion[] {
  const occasions = new Set(OCCASIONS_BY_GROUP[group] ?? []);
  if (/\b(cake|pie|pudding|ice cream|cookies?|brownies?|chocolate|dessert|custard)\b/i.test(description))
    occasions.add('dessert');
  if (/\b(yogurt|oats|oatmeal|granola|muesli|pancakes?|waffles?|bagels?|toast)\b/i.test(description))
    occasions.add('breakfast');
  return FOOD_OCCASIONS.filter((o) => occasions.has(o));
}

/** A food "is a source of" a nutrient from 15 % of the reference intake per 100 g (EU claim rule). */
export const SOURCE_SHARE = 0.15;

export interface NutrientReference {
  code: NutrientColumn;
  dailyMen: number | null;
  dailyWoman: number | null;
}

/** Vitamins, minerals, fibre and protein worth a badge; energy, fats and sugars are not "assigned". */
const ASSIGNABLE =
  /^(protein_g|fiber_g|potassium_mg|calcium_mg|iron_mg|magnesium_mg|phosphorus_mg|zinc_mg|copper_mg|manganese_mg|selenium_ug|vit_|thiamin_mg|riboflavin_mg|niacin_mg|pantothenic_acid_mg|folate_dfe_ug|choline_mg|ala_n3_g)/;

export function nutrientsAssigned(values: NutrientValues, references: NutrientReference[]): NutrientColumn[] {
  return references
    .filter((ref) => ASSIGNABLE.test(ref.code) && ref.dailyMen !== null && ref.dailyWoman !== null)
    .filter((ref) => {
      const value = values[ref.code];
      const daily = Math.min(ref.dailyMen ?? 0, ref.dailyWoman ?? 0);
      return value !== null && daily > 0 && value >= SOURCE_SHARE * daily;
    })
    .map((ref) => ref.code);
}

const ABBREVIATIONS: Array<[RegExp, string]> = [
  [/\bw\/o\b/gi, 'without'],
  [/\bw\//gi, 'with '],
  [/\bNFS\b/g, 'not further specified'],
  [/\bNS as to\b/g, 'unspecified'],
  [/\bUSDA Commodity\b,?\s*/g, ''],
  [/\s+/g, ' '],
];

/** SR28's English description made readable for foods without a hand-written name. */
export function readableEnglishName(description: string): string {
  let name = description;
  for (const [pattern, replacement] of ABBREVIATIONS) name = name.replace(pattern, replacement);
  name = name.replace(/\s+,/g, ',').trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export { slugify } from '../../../core/text/fold';
