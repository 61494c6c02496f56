/** Tables of the admin's foods, exercises and e-books work (issue 24): none yet. */
export type AdminCatalogueTables = Record<never, never>;
