/**
 * B §9: the sorts and page sizes of recipes, foods, exercises, specialists and companies. Plain values
 * without zod, so the catalogue lists read them without loading the schemas (`catalogue.ts` re-exports them).
 */
export const CATALOGUE_SORTS = ['id_desc', 'id_asc', 'name_asc', 'name_desc'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const PAGE_SIZES = [12, 24, 36] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_SEARCH_TEXT = 200;

/** The shop's lists (e-books, diet templates) add price and discount sorts to the four (B §9, DT-14, EBOOK-24). */
export const SHOP_SORTS = [...CATALOGUE_SORTS, 'price_asc', 'price_desc', 'discount'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
