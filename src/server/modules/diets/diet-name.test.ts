import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n';
import { defaultDietName } from '../../../core/domain/diet-name';

const META = { planDuration: 7, targetCalories: 2016, startDate: '2026-11-24' };

describe('default names of saved diets (issue 10 C10)', () => {
  it('say length, kcal and start date in each language', () => {
    expect(defaultDietName(translatorFor('pl'), 'pl', META, new Set())).toBe(
      'Plan na 7 dni · 2016 kcal · 24.11.2026',
    );
    expect(defaultDietName(translatorFor('de'), 'de', META, new Set())).toBe(
      '7-Tage-Plan · 2.016 kcal · 24.11.2026',
    );
    expect(defaultDietName(translatorFor('en'), 'en', META, new Set())).toBe(
      '7-day plan · 2,016 kcal · Nov 24, 2026',
    );
    expect(defaultDietName(translatorFor('pl'), 'pl', { ...META, planDuration: 1 }, new Set())).toBe(
      'Plan na 1 dzień · 2016 kcal · 24.11.2026',
    );
  });
  it('stay distinct from the names the user already has', () => {
    const first = defaultDietName(translatorFor('en'), 'en', META, new Set());
    expect(defaultDietName(translatorFor('en'), 'en', META, new Set([first]))).toBe(`${first} (2)`);
    expect(defaultDietName(translatorFor('en'), 'en', META, new Set([first, `${first} (2)`]))).toBe(
      `${first} (3)`,
    );
  });
});
