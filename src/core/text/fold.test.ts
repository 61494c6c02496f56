import { describe, expect, it } from 'vitest';
import { foldText, searchTerms } from './fold';

describe('foldText', () => {
  it.each([
    ['Żółw', 'zolw'],
    ['Äpfel', 'apfel'],
    ['jabłko', 'jablko'],
    ['ŁÓDŹ', 'lodz'],
    ['Straße', 'strasse'],
    ['GROẞ', 'gross'],
    ['Smørrebrød', 'smorrebrod'],
    ['Æble', 'aeble'],
    ['Œuvre', 'oeuvre'],
    ['Crème brûlée', 'creme brulee'],
    ['ﬁt', 'fit'],
  ])('%s → %s', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });

  it('search terms keep letters and digits only, folded', () => {
    expect(searchTerms('  Żółw "OR" jab* 100g  ')).toEqual(['zolw', 'or', 'jab', '100g']);
    expect(searchTerms('";:*()')).toEqual([]);
  });
});
