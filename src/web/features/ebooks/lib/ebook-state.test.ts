import { describe, expect, it } from 'vitest';
import { EBOOK_PAGE_SIZES, EBOOK_SORTS } from '../../../../core/contracts/ebook-options';
import {
  canClearEbooks,
  chooseCategory,
  clearedEbookState,
  DEFAULT_EBOOK_STATE,
  ebookRequest,
  ebookStateToParams,
  parseEbookState,
  toggleTag,
  truncateText,
} from './ebook-state';

describe('e-book shop state', () => {
  it('[EBOOK-12] the state is text, sort, category (nullable), tags and perPage; the request adds page and _locale', () => {
    const state = parseEbookState(
      new URLSearchParams('text=protein&category=plant-based&tags=vegan,fibre&page=2'),
    );
    expect(ebookRequest(state, 'pl')).toEqual({
      text: 'protein',
      sort: 'id_desc',
      category: 'plant-based',
      tags: ['vegan', 'fibre'],
      perPage: 9,
      page: 2,
      _locale: 'pl',
    });
    expect(parseEbookState(new URLSearchParams()).category).toBeNull();
    expect(parseEbookState(ebookStateToParams(state))).toEqual(state);
  });

  it('[EBOOK-23] page sizes are 9, 12 and 15, 9 by default; others fall back', () => {
    expect(EBOOK_PAGE_SIZES).toEqual([9, 12, 15]);
    expect(DEFAULT_EBOOK_STATE.perPage).toBe(9);
    expect(parseEbookState(new URLSearchParams('perPage=15')).perPage).toBe(15);
    expect(parseEbookState(new URLSearchParams('perPage=12')).perPage).toBe(12);
    expect(parseEbookState(new URLSearchParams('perPage=24')).perPage).toBe(9);
  });

  it('[EBOOK-24] the sorts are id_desc (default), id_asc, name_asc, name_desc, price_asc, price_desc, discount', () => {
    expect(EBOOK_SORTS).toEqual([
      'id_desc',
      'id_asc',
      'name_asc',
      'name_desc',
      'price_asc',
      'price_desc',
      'discount',
    ]);
    expect(DEFAULT_EBOOK_STATE.sort).toBe('id_desc');
    expect(parseEbookState(new URLSearchParams('sort=discount')).sort).toBe('discount');
    expect(parseEbookState(new URLSearchParams('sort=cheapest')).sort).toBe('id_desc');
  });

  it('[EBOOK-25] choosing the selected category again deselects it; another one replaces it', () => {
    const chosen = chooseCategory({ ...DEFAULT_EBOOK_STATE, page: 3 }, 'cooking');
    expect(chosen).toMatchObject({ category: 'cooking', page: 1 });
    expect(chooseCategory(chosen, 'cooking').category).toBeNull();
    expect(chooseCategory(chosen, 'plant-based').category).toBe('plant-based');
  });

  it('[EBOOK-26] toggling a tag adds it or removes it', () => {
    const one = toggleTag(DEFAULT_EBOOK_STATE, 'vegan');
    const two = toggleTag(one, 'fibre');
    expect(two.tags).toEqual(['vegan', 'fibre']);
    expect(toggleTag(two, 'vegan').tags).toEqual(['fibre']);
  });

  it('[EBOOK-27] clear resets text, sort, size and tags and deselects the category', () => {
    expect(canClearEbooks(chooseCategory(DEFAULT_EBOOK_STATE, 'cooking'))).toBe(true);
    expect(clearedEbookState()).toEqual(DEFAULT_EBOOK_STATE);
    expect(clearedEbookState().category).toBeNull();
    expect(canClearEbooks(clearedEbookState())).toBe(false);
  });

  it('[EBOOK-16] a card description is cut to 140 characters; [EBOOK-39] the home list’s to 120', () => {
    const long = 'Protein matters for everyone. '.repeat(10).trim();
    const card = truncateText(long);
    expect(card.length).toBeLessThanOrEqual(140);
    expect(card.endsWith('…')).toBe(true);
    expect(long.startsWith(card.slice(0, -1))).toBe(true);
    expect(truncateText(long, 120).length).toBeLessThanOrEqual(120);
    expect(truncateText('Short text.')).toBe('Short text.');
  });
});
