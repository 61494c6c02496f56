import { describe, expect, it } from 'vitest';
import { KEY_NUTRIENT_CODES, nutrientHighlights } from './nutrient-highlights';

const n = (code: string, amount: number | null) => ({ code, amount });

describe('nutrient highlights', () => {
  it('[CONST-07] the top 6 key nutrients with a value, in their order', () => {
    const all = KEY_NUTRIENT_CODES.map((code, i) => n(code, i === 1 ? null : i + 1));
    expect(nutrientHighlights(all, new Set()).key.map((x) => x.code)).toEqual([
      'energy_kcal',
      'fat_g',
      'carbohydrate_g',
      'fiber_g',
      'sugars_g',
      'sat_fat_g',
    ]);
  });

  it('[CONST-07] the top 5 vitamins: assigned ones first, none unknown or zero', () => {
    const vitamins = [
      n('vit_a_rae_ug', 10),
      n('vit_c_mg', 0),
      n('vit_d_ug', null),
      n('thiamin_mg', 1),
      n('riboflavin_mg', 1),
      n('niacin_mg', 1),
      n('vit_b6_mg', 1),
      n('vit_b12_ug', 1),
      n('folate_dfe_ug', 1),
      n('iron_mg', 5),
    ];
    const shown = nutrientHighlights(vitamins, new Set(['folate_dfe_ug'])).vitamins.map((x) => x.code);
    expect(shown).toEqual(['folate_dfe_ug', 'vit_a_rae_ug', 'thiamin_mg', 'riboflavin_mg', 'niacin_mg']);
  });
});
