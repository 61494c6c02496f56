import { describe, expect, it } from 'vitest';
import { formulaSex, genderFromPersonalData, genderFromRegistration, genderToPersonalData } from './gender';

describe('gender mapping (DECISIONS REG-28)', () => {
  it('[REG-18][REG-28][PD-03] registration and personal-data values map to one stored value and back', () => {
    expect(['men', 'woman', 'divers', ''].map((g) => genderFromRegistration(g as 'men'))).toEqual([
      'male',
      'female',
      'diverse',
      'unspecified',
    ]);
    for (const g of ['man', 'woman', 'diverse', ''] as const)
      expect(genderToPersonalData(genderFromPersonalData(g))).toBe(g);
  });

  it('[REG-28] energy formulas use the profile sex, or the chosen basis for diverse / unspecified', () => {
    expect(formulaSex('female')).toBe('female');
    expect(formulaSex('diverse', 'female')).toBe('female');
    expect(formulaSex('unspecified')).toBe('male');
  });
});
