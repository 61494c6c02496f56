/** Tables of the admin's recipe editing (issue 24): none yet. */
export type AdminRecipeTables = Record<never, never>;
