/** Tables of the admin's articles, promotions and packages work (issue 24): none yet. */
export type AdminContentTables = Record<never, never>;
