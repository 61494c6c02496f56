import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/i18n/locales';
import { pages } from '../../../core/routes';
import { shuffled, TEASERS, withTeasers } from './teasers';

describe('catalogue teasers', () => {
  it('[CAT-19] [CAT-20] [CAT-22] primary after every 3rd card, secondary after every 6th, secondary wins at 6, 12', () => {
    const slots = withTeasers([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const teasers = slots.flatMap((slot, i) =>
      slot.type === 'teaser'
        ? [`${slots.slice(0, i).filter((s) => s.type === 'item').length}:${slot.kind}`]
        : [],
    );
    expect(teasers).toEqual(['3:primary', '6:secondary', '9:primary', '12:secondary']);
  });

  it('[CAT-21] at least 4 teasers of each kind in en, pl and de, linking only to live pages', () => {
    for (const kind of ['primary', 'secondary'] as const) {
      const ofKind = TEASERS.filter((t) => t.kind === kind);
      expect(ofKind.length).toBeGreaterThanOrEqual(4);
      for (const teaser of ofKind) {
        expect(pages[teaser.page].live).toBe(true);
        for (const locale of LOCALES)
          expect(teaser.title[locale].length && teaser.text[locale].length).toBeGreaterThan(0);
      }
    }
  });

  it('[CAT-21] shuffles deterministically per seed without losing teasers', () => {
    const list = [1, 2, 3, 4, 5];
    expect(shuffled(list, 7)).toEqual(shuffled(list, 7));
    expect([...shuffled(list, 7)].sort()).toEqual(list);
  });
});
