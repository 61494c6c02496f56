import {
  EBOOK_CARD_DESCRIPTION,
  EBOOK_DEFAULT_PAGE_SIZE,
  EBOOK_PAGE_SIZES,
  EBOOK_SORTS,
  type EbookSort,
} from '../../../../core/contracts/ebook-options';
import { cutAtWord } from '../../../../core/text/cut-at-word';

/** EBOOK-12: the shop's search state; the request adds page and _locale. */
export interface EbookState {
  text: string;
  sort: EbookSort;
  category: string | null;
  tags: string[];
  perPage: number;
  page: number;
}

export const DEFAULT_EBOOK_STATE: EbookState = {
  text: '',
  sort: 'id_desc',
  category: null,
  tags: [],
  perPage: EBOOK_DEFAULT_PAGE_SIZE,
  page: 1,
};

/** Reads the state from the URL (shareable, reloadable, walks back with the browser). */
export function parseEbookState(params: URLSearchParams): EbookState {
  const sort = params.get('sort') ?? '';
  const perPage = Number(params.get('perPage'));
  const page = Number(params.get('page'));
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    text: (params.get('text') ?? '').trim(),
    sort: (EBOOK_SORTS as readonly string[]).includes(sort) ? (sort as EbookSort) : 'id_desc',
    category: params.get('category')?.trim() || null,
    tags: [...new Set(tags)],
    perPage: (EBOOK_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : EBOOK_DEFAULT_PAGE_SIZE,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function ebookStateToParams(state: EbookState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text) params.set('text', state.text);
  if (state.sort !== 'id_desc') params.set('sort', state.sort);
  if (state.category) params.set('category', state.category);
  if (state.tags.length) params.set('tags', state.tags.join(','));
  if (state.perPage !== EBOOK_DEFAULT_PAGE_SIZE) params.set('perPage', String(state.perPage));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Any change but the page goes back to page 1 (B §4). */
export const withEbookChange = (
  state: EbookState,
  change: Partial<Omit<EbookState, 'page'>>,
): EbookState => ({
  ...state,
  ...change,
  page: 1,
});

/** EBOOK-25: choosing the selected category again deselects it. */
export const chooseCategory = (state: EbookState, category: string | null): EbookState =>
  withEbookChange(state, { category: category === null || category === state.category ? null : category });

/** EBOOK-26: a tag is added, or removed when it is there. */
export const toggleTag = (state: EbookState, tag: string): EbookState =>
  withEbookChange(state, {
    tags: state.tags.includes(tag) ? state.tags.filter((t) => t !== tag) : [...state.tags, tag],
  });

/** EBOOK-27: clear resets everything, the category included. */
export const clearedEbookState = (): EbookState => ({ ...DEFAULT_EBOOK_STATE });

export const canClearEbooks = (state: EbookState) =>
  state.text !== '' ||
  state.sort !== 'id_desc' ||
  state.category !== null ||
  state.tags.length > 0 ||
  state.perPage !== EBOOK_DEFAULT_PAGE_SIZE;

/** EBOOK-12: what the search call sends. */
export const ebookRequest = (state: EbookState, locale: string) => ({
  text: state.text,
  sort: state.sort,
  category: state.category,
  tags: state.tags,
  perPage: state.perPage,
  page: state.page,
  _locale: locale,
});

/** EBOOK-16, EBOOK-39: a description cut to 140 characters (120 in the home list). */
export const truncateText = (text: string, max = EBOOK_CARD_DESCRIPTION) => cutAtWord(text, max);
