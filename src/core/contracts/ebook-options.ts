/**
 * B §9: the e-book shop's sorts, page sizes and card limits. Plain values without zod, so the shop page
 * reads them without loading the schemas (`ebooks.ts` re-exports them).
 */
export const EBOOK_SORTS = [
  'id_desc',
  'id_asc',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'discount',
] as const;
export type EbookSort = (typeof EBOOK_SORTS)[number];
export const EBOOK_PAGE_SIZES = [9, 12, 15] as const;
export const EBOOK_DEFAULT_PAGE_SIZE = 9;
/** EBOOK-16, EBOOK-39: descriptions are cut to 140 characters on cards, 120 in the home list. */
export const EBOOK_CARD_DESCRIPTION = 140;
export const EBOOK_HOME_DESCRIPTION = 120;
/** EBOOK-22: the pagination window. */
export const EBOOK_PAGE_WINDOW = 3;
