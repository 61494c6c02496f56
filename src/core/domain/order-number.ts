/** An order's number as people read it: the year it was made and its id (NUT-2026-000042). */
export const orderNumber = (row: { id: number; created_at: string }) =>
  `NUT-${row.created_at.slice(0, 4)}-${String(row.id).padStart(6, '0')}`;
