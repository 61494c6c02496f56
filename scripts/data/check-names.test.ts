import { afterEach, describe, expect, it } from 'vitest';
import { buildReferenceFixture, type ReferenceFixture } from '../../src/server/testing/reference-fixture';
import { checkNames } from './check-names';

describe('the name check (issue 10 B5/B6)', () => {
  let fixture: ReferenceFixture;
  afterEach(() => fixture.cleanup());

  it('fails on unnamed foods, names copied from English, shared names and untranslated exercises', () => {
    fixture = buildReferenceFixture();
    fixture.write(
      'content/foods/names/fixture.json',
      JSON.stringify({
        '01001': { en: 'Butter, salted', pl: 'Masło solone', de: 'Butter, gesalzen' },
        '09003': { en: 'Apple with skin, raw', pl: 'Apple with skin, raw', de: 'Apfel mit Schale, roh' },
        '20009': { en: 'Buckwheat groats, roasted', pl: 'Masło solone', de: 'Buchweizengrütze, geröstet' },
      }),
    );
    const report = checkNames(fixture.paths.dataDir, fixture.paths.contentDir, 1);
    expect(report.foods).toEqual({ total: 8, named: 3 });
    expect(report.problems).toContain('food 09003: the pl name repeats the English "Apple with skin, raw"');
    expect(report.problems).toContain('foods 01001 and 20009 share the pl name "Masło solone"');
    expect(report.problems.filter((p) => p.endsWith('has no names'))).toHaveLength(5);
    // The fixture translates 3_4_Sit-Up's steps, and one exercise has our written steps; the third has none.
    expect(report.exercises).toEqual({ total: 3, translated: 2 });
    expect(report.problems.filter((p) => p.startsWith('exercise '))).toHaveLength(1);
  });

  it('a proper name listed in same-names.json with its reason passes', () => {
    fixture = buildReferenceFixture();
    fixture.write(
      'content/foods/names/fixture.json',
      JSON.stringify({ '01001': { en: 'Ketchup', pl: 'Ketchup', de: 'Ketchup' } }),
    );
    expect(
      checkNames(fixture.paths.dataDir, fixture.paths.contentDir, 0).problems.some((p) =>
        p.startsWith('food 01001'),
      ),
    ).toBe(true);
    fixture.write(
      'content/foods/same-names.json',
      JSON.stringify({ '01001': 'Ketchup is the word in Polish and German' }),
    );
    expect(
      checkNames(fixture.paths.dataDir, fixture.paths.contentDir, 0).problems.some((p) =>
        p.startsWith('food 01001'),
      ),
    ).toBe(false);
  });
});
