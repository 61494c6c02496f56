import { describe, expect, it } from 'vitest';
import { exerciseTags, portionBucket, prepTimeBucket, vocabularyKey } from './reference-vocabulary';

describe('reference vocabulary', () => {
  it('source values become catalogue keys', () => {
    expect(vocabularyKey('body only')).toBe('body_only');
    expect(vocabularyKey('Olympic  Weightlifting')).toBe('olympic_weightlifting');
  });

  it('exercise tags name equipment and primary muscles', () => {
    expect(exerciseTags(null, ['lower back', 'glutes'])).toEqual([
      'equipment:none',
      'muscle:lower_back',
      'muscle:glutes',
    ]);
  });

  it('[REC-07] preparation time buckets: ≤ 15, ≤ 30, ≤ 60, > 60 min', () => {
    expect([1, 15, 16, 30, 31, 60, 61, 240].map(prepTimeBucket)).toEqual([
      'upTo15',
      'upTo15',
      'upTo30',
      'upTo30',
      'upTo60',
      'upTo60',
      'over60',
      'over60',
    ]);
  });

  it('[REC-07] portion buckets: 1, 2, 3–4, 5+', () => {
    expect([1, 2, 3, 4, 5, 12].map(portionBucket)).toEqual([
      'one',
      'two',
      'threeToFour',
      'threeToFour',
      'fiveOrMore',
      'fiveOrMore',
    ]);
  });
});
