/** CONST-07: a nutrient list shows its top 6 key nutrients and its top 5 vitamins. */
export const KEY_NUTRIENTS_SHOWN = 6;
export const VITAMINS_SHOWN = 5;

/** The key nutrients in the order they are shown; the first 6 a food has a value for are. */
export const KEY_NUTRIENT_CODES = [
  'energy_kcal',
  'protein_g',
  'fat_g',
  'carbohydrate_g',
  'fiber_g',
  'sugars_g',
  'sat_fat_g',
  'sodium_mg',
  'salt_g',
] as const;
const VITAMIN = /^(vit_|thiamin|riboflavin|niacin|pantothenic|folate_dfe)/;

/**
 * A food's highlights: the first 6 key nutrients with a value, and 5 vitamins it has (those assigned to the
 * food first, then in the list's order). An unknown value is never shown as a highlight.
 */
export function nutrientHighlights<N extends { code: string; amount: number | null }>(
  nutrients: readonly N[],
  assigned: ReadonlySet<string>,
): { key: N[]; vitamins: N[] } {
  const byCode = new Map(nutrients.map((n) => [n.code, n]));
  const key = KEY_NUTRIENT_CODES.map((code) => byCode.get(code))
    .filter((n): n is N => n !== undefined && n.amount !== null)
    .slice(0, KEY_NUTRIENTS_SHOWN);
  const vitamins = nutrients
    .filter((n) => VITAMIN.test(n.code) && n.amount !== null && n.amount > 0)
    .sort((a, b) => Number(assigned.has(b.code)) - Number(assigned.has(a.code)))
    .slice(0, VITAMINS_SHOWN);
  return { key, vitamins };
}
