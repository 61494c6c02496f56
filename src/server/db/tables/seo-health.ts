/** Tables of the search-engine health dashboard and the search log (issue 24 A4). */
export type SeoHealthTables = Record<never, never>;
