import type { Kysely } from 'kysely';
import type { BasketProductType } from '../../../core/contracts/basket';
import type { Locale } from '../../../core/i18n/locales';
import type { DB } from '../../db/schema';

/** A member's basket lines and what the shop knows of their products (names, prices, ownership). */
export function createBasketRepo(db: Kysely<DB>) {
  return {
    /** The product's name in a language, or undefined when there is no such product. */
    async product(type: BasketProductType, id: number, locale: Locale) {
      const name = `name_${locale}` as const;
      const table = (
        { ebook: 'ebooks', diet_template: 'diet_templates', pro_package: 'pro_packages' } as const
      )[type];
      const row = await db
        .selectFrom(table)
        .select(['id', `${name} as title`])
        .where('id', '=', id)
        .executeTakeFirst();
      return row as { id: number; title: string } | undefined;
    },
    prices: (lines: Array<{ product_type: string; product_id: number }>) =>
      lines.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('product_prices')
            .selectAll()
            .where((eb) =>
              eb.or(
                lines.map((line) =>
                  eb.and([
                    eb('product_type', '=', line.product_type),
                    eb('product_id', '=', line.product_id),
                  ]),
                ),
              ),
            )
            .execute(),
    /**
     * Whether the member has the product already: an e-book they can download, a diet template from a paid
     * order (both are one per account); a pro package can always be bought again (its days add up).
     */
    async owns(userId: number, type: BasketProductType, id: number): Promise<boolean> {
      if (type === 'pro_package') return false;
      const found =
        type === 'ebook'
          ? await db
              .selectFrom('ebook_access')
              .select('ebook_id')
              .where('user_id', '=', userId)
              .where('ebook_id', '=', id)
              .executeTakeFirst()
          : await db
              .selectFrom('order_items as i')
              .innerJoin('orders as o', 'o.id', 'i.order_id')
              .select('i.id')
              .where('o.user_id', '=', userId)
              .where('o.status', '=', 'paid')
              .where('i.product_type', '=', 'diet_template')
              .where('i.product_id', '=', id)
              .executeTakeFirst();
      return found !== undefined;
    },

    /** The member's lines, oldest first, with their product's name in a language. */
    async lines(userId: number, locale: Locale) {
      const name = `name_${locale}` as const;
      const mine = db.selectFrom('basket_items as b').where('b.user_id', '=', userId);
      const columns = ['b.id', 'b.product_type', 'b.product_id', 'b.added_at', `p.${name} as title`] as const;
      // One query per product table: each joins its own names.
      const [ebooks, templates, packages] = await Promise.all([
        mine
          .innerJoin('ebooks as p', 'p.id', 'b.product_id')
          .select(columns)
          .where('b.product_type', '=', 'ebook')
          .execute(),
        mine
          .innerJoin('diet_templates as p', 'p.id', 'b.product_id')
          .select(columns)
          .where('b.product_type', '=', 'diet_template')
          .execute(),
        mine
          .innerJoin('pro_packages as p', 'p.id', 'b.product_id')
          .select(columns)
          .where('b.product_type', '=', 'pro_package')
          .execute(),
      ]);
      return [...ebooks, ...templates, ...packages].sort(
        (a, b) => a.added_at.localeCompare(b.added_at) || a.id - b.id,
      );
    },
    count: async (userId: number) =>
      Number(
        (
          await db
            .selectFrom('basket_items')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    /** Adds a line unless the product is in the basket already; the line either way, and whether it is new. */
    async add(userId: number, type: BasketProductType, productId: number, now: string) {
      const inserted = await db
        .insertInto('basket_items')
        .values({ user_id: userId, product_type: type, product_id: productId, added_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'product_type', 'product_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      const line = await db
        .selectFrom('basket_items')
        .select('id')
        .where('user_id', '=', userId)
        .where('product_type', '=', type)
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow();
      return { id: line.id, added: inserted !== undefined };
    },
    /** Removes one of the member's own lines; false when they have no such line. */
    remove: async (userId: number, id: number) =>
      Number(
        (
          await db
            .deleteFrom('basket_items')
            .where('id', '=', id)
            .where('user_id', '=', userId)
            .executeTakeFirst()
        ).numDeletedRows,
      ) > 0,
  };
}

export type BasketRepo = ReturnType<typeof createBasketRepo>;
