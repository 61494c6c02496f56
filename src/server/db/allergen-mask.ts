/**
 * The bit of each allergen in `recipes.allergen_mask` (issue 13 A3). The positions are stored in the
 * database: append only, and a new allergen needs a migration that redefines the column. A copy of
 * ALLERGEN_CODES on purpose, not derived from it: an allergen added there has no bit until that migration,
 * so the recipes search excludes it through the facet table instead of a mask that would call it safe.
 */
export const ALLERGEN_MASK_BITS = [
  'celery',
  'crustaceans',
  'eggs',
  'fish',
  'gluten',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'nuts',
  'peanuts',
  'sesame',
  'soybeans',
  'sulphites',
] as const;

/**
 * The column's definition: a recipe has an allergen's bit when it contains it or may contain it, so that
 * excluding an allergen also excludes "may contain" (a false "safe" is the worst bug we can have). The
 * database computes it from the two JSON lists on every write; a code matches with its quotes, and `_` in a
 * LIKE pattern can only match more, never less.
 */
export function allergenMaskDefinition(): string {
  return ALLERGEN_MASK_BITS.map(
    (code, bit) =>
      `(CASE WHEN allergens LIKE '%"${code}"%' OR may_contain_allergens LIKE '%"${code}"%' THEN ${2 ** bit} ELSE 0 END)`,
  ).join(' + ');
}

/** The mask of the given allergen codes; an unknown code throws (it must never be silently ignored). */
export function allergenMask(codes: readonly string[]): number {
  let mask = 0;
  for (const code of codes) {
    const bit = ALLERGEN_MASK_BITS.indexOf(code as (typeof ALLERGEN_MASK_BITS)[number]);
    if (bit < 0) throw new Error(`No allergen mask bit for "${code}"`);
    mask |= 2 ** bit;
  }
  return mask;
}
