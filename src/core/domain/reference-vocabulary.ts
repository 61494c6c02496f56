/** The catalogue key of a source value ("body only" → "body_only"), as used in the reference catalogue. */
export function vocabularyKey(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '_');
}

/** Exercise tags are `equipment:<key>` and `muscle:<key>`. */
export function exerciseTags(equipment: string | null, primaryMuscles: string[]): string[] {
  return [`equipment:${vocabularyKey(equipment ?? 'none')}`, ...primaryMuscles.map((m) => `muscle:${vocabularyKey(m)}`)];
}

/** Recipe filter buckets (docs/reference-data.md). */
export const PREP_TIME_BUCKETS = ['upTo15', 'upTo30', 'upTo60', 'over60'] as const;
export type PrepTimeBucket = (typeof PREP_TIME_BUCKETS)[number];

export function prepTimeBucket(minutes: number): PrepTimeBucket {
  if (minutes <= 15) return 'upTo15';
  if (minutes <= 30) return 'upTo30';
  if (minutes <= 60) return 'upTo60';
  return 'over60';
}

export const PORTION_BUCKETS = ['one', 'two', 'threeToFour', 'fiveOrMore'] as const;
export type PortionBucket = (typeof PORTION_BUCKETS)[number];

export function portionBucket(portions: number): PortionBucket {
  if (portions <= 1) return 'one';
  if (portions === 2) return 'two';
  if (portions <= 4) return 'threeToFour';
  return 'fiveOrMore';
}
