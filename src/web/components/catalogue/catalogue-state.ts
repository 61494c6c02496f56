import {
  CATALOGUE_SORTS,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type ShopSort,
} from '../../../core/contracts/catalogue-options';

export interface CatalogueState {
  text: string;
  sort: ShopSort;
  perPage: number;
  page: number;
  filters: Record<string, string[]>;
  /** A list's own single values (the directory's place: lat, lon, geo, city, country). */
  extra: Record<string, string>;
}

export const DEFAULT_STATE: CatalogueState = {
  text: '',
  sort: 'id_desc',
  perPage: DEFAULT_PAGE_SIZE,
  page: 1,
  filters: {},
  extra: {},
};

/** Reads the list state from the URL query string (shareable, reloadable, walks back with the browser). */
export function parseState(
  params: URLSearchParams,
  groups: readonly string[],
  sorts: readonly ShopSort[] = CATALOGUE_SORTS,
  extraKeys: readonly string[] = [],
): CatalogueState {
  const sort = params.get('sort');
  const perPage = Number(params.get('perPage'));
  const page = Number(params.get('page'));
  const filters: Record<string, string[]> = {};
  for (const group of groups) {
    const values = (params.get(group) ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length) filters[group] = [...new Set(values)];
  }
  const extra: Record<string, string> = {};
  for (const key of extraKeys) {
    const value = params.get(key)?.trim();
    if (value) extra[key] = value;
  }
  return {
    text: (params.get('text') ?? '').trim(),
    sort: (sorts as readonly string[]).includes(sort ?? '') ? (sort as ShopSort) : 'id_desc',
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    filters,
    extra,
  };
}

export function stateToParams(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text) params.set('text', state.text);
  if (state.sort !== DEFAULT_STATE.sort) params.set('sort', state.sort);
  if (state.perPage !== DEFAULT_STATE.perPage) params.set('perPage', String(state.perPage));
  for (const [group, values] of Object.entries(state.filters))
    if (values.length) params.set(group, values.join(','));
  for (const [key, value] of Object.entries(state.extra)) if (value) params.set(key, value);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function activeFilterCount(state: CatalogueState): number {
  return Object.values(state.filters).reduce((sum, values) => sum + values.length, 0);
}

/** CAT-09: something to clear — a filter, a non-default sort or page size (or text). */
export function canClear(state: CatalogueState): boolean {
  return (
    activeFilterCount(state) > 0 ||
    state.sort !== DEFAULT_STATE.sort ||
    state.perPage !== DEFAULT_STATE.perPage ||
    state.text !== '' ||
    Object.keys(state.extra).length > 0
  );
}

/** CAT-26: a value toggles on or off within its group; single-select groups hold at most one value. */
export function toggleValue(
  state: CatalogueState,
  group: string,
  value: string,
  single = false,
): CatalogueState {
  const current = state.filters[group] ?? [];
  const next = current.includes(value)
    ? current.filter((v) => v !== value)
    : single
      ? [value]
      : [...current, value];
  return { ...state, filters: { ...state.filters, [group]: next }, page: 1 };
}

/** CAT-31: any change but the page resets to page 1; CAT-32: a page change keeps the rest. */
export function withChange(
  state: CatalogueState,
  change: Partial<Omit<CatalogueState, 'page'>>,
): CatalogueState {
  return { ...state, ...change, page: 1 };
}

/** CAT-33: clear resets to the defaults. */
export function cleared(): CatalogueState {
  return { ...DEFAULT_STATE, filters: {}, extra: {} };
}

/** The page numbers shown around the current one (±window), within 1..totalPages. */
export function pageNumbers(current: number, totalPages: number, window = 2): number[] {
  const from = Math.max(1, current - window);
  const to = Math.min(totalPages, current + window);
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}
