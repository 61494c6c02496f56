import { describe, expect, it } from 'vitest';
import {
  canClear,
  cleared,
  pageNumbers,
  parseState,
  stateToParams,
  toggleValue,
  truncate,
  withChange,
  DEFAULT_STATE,
} from './catalogue-state';

describe('catalogue list state', () => {
  it('round-trips through the URL query and drops unknown sorts and sizes', () => {
    const state = parseState(
      new URLSearchParams('text=%20soup%20&sort=name_asc&perPage=24&page=3&tags=a,b&type=x&junk=1'),
      ['tags', 'type', 'occasion'],
    );
    expect(state).toEqual({
      text: 'soup',
      sort: 'name_asc',
      perPage: 24,
      page: 3,
      filters: { tags: ['a', 'b'], type: ['x'] },
      extra: {},
    });
    expect(stateToParams(state).toString()).toBe(
      'text=soup&sort=name_asc&perPage=24&tags=a%2Cb&type=x&page=3',
    );
    expect(parseState(new URLSearchParams('sort=bogus&perPage=50&page=-2'), [])).toEqual(DEFAULT_STATE);
  });

  it('a list’s own values round-trip, count as something to clear and are dropped by clear', () => {
    const state = parseState(
      new URLSearchParams('lat=52.2&lon=21&geo=20&city=Warszawa&other=1&page=2'),
      [],
      undefined,
      ['lat', 'lon', 'geo', 'city'],
    );
    expect(state.extra).toEqual({ lat: '52.2', lon: '21', geo: '20', city: 'Warszawa' });
    expect(stateToParams(state).toString()).toBe('lat=52.2&lon=21&geo=20&city=Warszawa&page=2');
    expect(canClear({ ...DEFAULT_STATE, extra: { city: 'Warszawa' } })).toBe(true);
    expect(withChange(state, { sort: 'name_asc' })).toMatchObject({ page: 1, extra: state.extra });
  });

  it('[CAT-09] something to clear only when a filter, sort, page size or text is non-default', () => {
    expect(canClear(DEFAULT_STATE)).toBe(false);
    expect(canClear({ ...DEFAULT_STATE, page: 4 })).toBe(false);
    expect(canClear({ ...DEFAULT_STATE, sort: 'name_asc' })).toBe(true);
    expect(canClear({ ...DEFAULT_STATE, perPage: 36 })).toBe(true);
    expect(canClear({ ...DEFAULT_STATE, filters: { tags: ['x'] } })).toBe(true);
  });

  it('[CAT-26] [CAT-31] toggling switches a value within its group and resets to page 1', () => {
    const on = toggleValue({ ...DEFAULT_STATE, page: 5 }, 'tags', 'vegan');
    expect(on).toMatchObject({ page: 1, filters: { tags: ['vegan'] } });
    expect(toggleValue(on, 'tags', 'vegan').filters.tags).toEqual([]);
    expect(toggleValue(toggleValue(on, 'metsMin', '4', true), 'metsMin', '6', true).filters.metsMin).toEqual([
      '6',
    ]);
    expect(withChange({ ...DEFAULT_STATE, page: 3 }, { sort: 'id_asc' }).page).toBe(1);
  });

  it('[CAT-33] clear resets to sort id_desc, the default page size and no filters', () => {
    expect(cleared()).toEqual({ text: '', sort: 'id_desc', perPage: 12, page: 1, filters: {}, extra: {} });
  });

  it('[REC-18] [CAT-17] the pagination window is ±2 around the current page', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageNumbers(10, 10)).toEqual([8, 9, 10]);
    expect(pageNumbers(2, 3, 3)).toEqual([1, 2, 3]);
  });

  it('[REC-11] descriptions are cut to 160 characters', () => {
    expect(truncate('a'.repeat(200), 160)).toHaveLength(160);
    expect(truncate('short', 160)).toBe('short');
  });
});
