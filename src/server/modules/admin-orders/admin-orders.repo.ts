import { sql, type Kysely } from 'kysely';
import type { AdminOrdersQuery } from '../../../core/contracts/admin-orders';
import type { DB } from '../../db/schema';

export interface AdminOrderRow {
  id: number;
  uid: string;
  user_id: number;
  status: 'awaiting_payment' | 'paid' | 'cancelled' | 'refunded';
  payment_method: 'bank_transfer' | 'stripe';
  currency: 'PLN' | 'EUR' | 'USD';
  gross_minor: number | string;
  tax_minor: number | string;
  created_at: string;
  paid_at: string | null;
  billing_address: string | null;
  refunded_at: string | null;
  buyer_email: string;
  item_count: number | string;
}

export interface AdminOrderItemRow {
  product_type: 'ebook' | 'diet_template' | 'pro_package';
  product_id: number;
  title: string;
  gross_minor: number | string;
  tax_minor: number | string;
  discount_minor: number | string;
}

/** `%text%` for LIKE, with the wildcards and the escape character in the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every order with its buyer, as admins read them (issue 24 A3); changes go through the orders module. */
export function createAdminOrdersRepo(db: Kysely<DB>) {
  const filtered = (filter: Pick<AdminOrdersQuery, 'q' | 'status' | 'method'>) => {
    let query = db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id');
    const q = filter.q?.trim();
    if (q) {
      const pattern = containsPattern(q);
      // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII letters.
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('orders.uid')})`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(${sql.ref('users.email')})`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    if (filter.status) query = query.where('orders.status', '=', filter.status);
    if (filter.method) query = query.where('orders.payment_method', '=', filter.method);
    return query;
  };

  const withColumns = (filter: Pick<AdminOrdersQuery, 'q' | 'status' | 'method'>) =>
    filtered(filter).select((eb) => [
      'orders.id',
      'orders.uid',
      'orders.user_id',
      'orders.status',
      'orders.payment_method',
      'orders.currency',
      'orders.gross_minor',
      'orders.tax_minor',
      'orders.created_at',
      'orders.paid_at',
      'orders.billing_address',
      'orders.refunded_at',
      'users.email as buyer_email',
      eb
        .selectFrom('order_items')
        .whereRef('order_items.order_id', '=', 'orders.id')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .as('item_count'),
    ]);

  return {
    /** Newest first: ids grow with time (also within one millisecond). */
    async page(filter: AdminOrdersQuery, offset: number, limit: number): Promise<AdminOrderRow[]> {
      const rows = await withColumns(filter)
        .orderBy('orders.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, item_count: row.item_count ?? 0 }));
    },

    async count(filter: AdminOrdersQuery): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    async byUid(uid: string): Promise<AdminOrderRow | undefined> {
      const row = await withColumns({}).where('orders.uid', '=', uid).executeTakeFirst();
      return row && { ...row, item_count: row.item_count ?? 0 };
    },

    items: (orderId: number): Promise<AdminOrderItemRow[]> =>
      db
        .selectFrom('order_items')
        .select(['product_type', 'product_id', 'title', 'gross_minor', 'tax_minor', 'discount_minor'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
  };
}
export type AdminOrdersRepo = ReturnType<typeof createAdminOrdersRepo>;
