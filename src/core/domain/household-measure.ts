/**
 * A recipe's household measure ("1 medium", "1 can") next to its grams. Recipe authors wrote EU sizes (a 100 g
 * potato, a 400 g can) while SR28 states US sizes (a 213 g medium potato): where SR28 has a portion of the same
 * unit for the food and the stated measure would weigh far more or less than the grams, the amount is recounted
 * from SR28's portion (to the nearest quarter), and dropped when under a quarter. Grams always come first.
 */
export interface Measure {
  amount: number;
  unit: string;
}

export interface Portion {
  amount: number;
  unit: string;
  grams: number;
}

/** How far the stated measure may be from the grams before SR28's portion size is used instead. */
const TOLERANCE = 0.4;

/** SR28's unit descriptions begin with the unit: "cup, chopped", "medium (2-1/2\" dia)", "tablespoon". */
const SYNONYMS: Record<string, string> = {
  tablespoon: 'tbsp',
  teaspoon: 'tsp',
  pieces: 'piece',
  slices: 'slice',
  cups: 'cup',
};

function leadingUnit(description: string): string {
  const word = description.toLowerCase().split(/[\s,(]/)[0] ?? '';
  return SYNONYMS[word] ?? word;
}

export function householdMeasure(
  grams: number,
  measure: Measure | null,
  portions: readonly Portion[],
): Measure | null {
  if (!measure || grams <= 0) return measure;
  const unit = measure.unit.toLowerCase();
  const portion = portions.find((p) => p.amount > 0 && leadingUnit(p.unit) === unit);
  if (!portion) return measure;
  const gramsPerUnit = portion.grams / portion.amount;
  const implied = measure.amount * gramsPerUnit;
  if (Math.abs(implied - grams) <= grams * TOLERANCE) return measure;
  const amount = Math.round((grams / gramsPerUnit) * 4) / 4;
  return amount >= 0.25 ? { amount, unit: measure.unit } : null;
}

/** The i18n key of a measure unit ("large slice" → "large_slice"), looked up with the amount as count. */
export function unitKey(unit: string): string {
  return unit.trim().toLowerCase().replace(/\s+/g, '_');
}
