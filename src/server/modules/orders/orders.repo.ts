import type { Insertable, Kysely } from 'kysely';
import type { BasketProductType } from '../../../core/contracts/basket';
import { parseStoredRoles } from '../../../core/domain/roles';
import type { DB, OrderItemsTable, OrdersTable } from '../../db/schema';
import { recordAudit, type AuditRecord } from '../audit/audit.repo';

type NewOrder = Omit<Insertable<OrdersTable>, 'id'>;
type NewItem = Omit<Insertable<OrderItemsTable>, 'id' | 'order_id' | 'granted_at'>;

/** Thrown inside a checkout's transaction to roll it back: a parallel checkout got there first. */
class LostRace extends Error {}

/** Orders, their items, what paying them granted, and the payment events already handled. */
export function createOrdersRepo(db: Kysely<DB>) {
  return {
    /**
     * The order and its items in one transaction, with the basket lines it was made from removed and the
     * promotion it used recorded. Undefined (nothing written) when another checkout took the lines first or
     * the member's promotion of that kind was had already: the redemption's primary key decides the race.
     */
    create: (
      order: NewOrder,
      items: NewItem[],
      basketLineIds: number[],
      redemption: { kind: 'welcome'; promotion_id: number } | null,
    ) =>
      db
        .transaction()
        .execute(async (trx) => {
          const { id } = await trx
            .insertInto('orders')
            .values(order)
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('order_items')
            .values(items.map((item) => ({ ...item, order_id: id })))
            .execute();
          const removed = await trx
            .deleteFrom('basket_items')
            .where('user_id', '=', order.user_id)
            .where('id', 'in', basketLineIds)
            .executeTakeFirst();
          if (Number(removed.numDeletedRows) !== basketLineIds.length) throw new LostRace();
          if (redemption) {
            const redeemed = await trx
              .insertInto('promotion_redemptions')
              .values({ ...redemption, user_id: order.user_id, order_id: id, created_at: order.created_at })
              .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
              .executeTakeFirst();
            if (Number(redeemed.numInsertedOrUpdatedRows ?? 0) !== 1) throw new LostRace();
          }
          return id;
        })
        .catch((error: unknown) => {
          if (error instanceof LostRace) return undefined;
          throw error;
        }),
    /** A checkout the provider refused: the order cancelled, its lines back in the basket. */
    cancelAndRestore: (
      id: number,
      userId: number,
      lines: Array<{ product_type: BasketProductType; product_id: number }>,
    ) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', id).execute();
        // A promotion the cancelled order used can be had again.
        await trx.deleteFrom('promotion_redemptions').where('order_id', '=', id).execute();
        const at = new Date().toISOString();
        for (const line of lines)
          await trx
            .insertInto('basket_items')
            .values({
              user_id: userId,
              product_type: line.product_type,
              product_id: line.product_id,
              added_at: at,
            })
            .onConflict((oc) => oc.columns(['user_id', 'product_type', 'product_id']).doNothing())
            .execute();
      }),
    setProviderRef: (id: number, ref: string) =>
      db.updateTable('orders').set({ provider_ref: ref }).where('id', '=', id).execute(),
    byUid: (uid: string) => db.selectFrom('orders').selectAll().where('uid', '=', uid).executeTakeFirst(),
    ofUser: (userId: number) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(200)
        .execute(),
    items: (orderIds: number[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
    email: async (userId: number) =>
      (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? '',

    /** The audit log's port (issue 24 A2): an admin's confirmation of a transfer. */
    audit: (record: AuditRecord): Promise<void> => recordAudit(db, record),
    /** Awaiting payment → paid, once: false when it was not awaiting payment (paid already, or cancelled). */
    markPaid: async (id: number, now: string) =>
      Number(
        (
          await db
            .updateTable('orders')
            .set({ status: 'paid', paid_at: now })
            .where('id', '=', id)
            .where('status', '=', 'awaiting_payment')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,
    /**
     * Issue 24 A3: a paid order refunded, with what it granted revoked, in one transaction with the audit row.
     * - e-books: the access this order gave (its `order:<uid>` source) is removed; access from elsewhere stays;
     * - a pro package: its days are taken off the buyer's `pro_until` (their other bought time stays); with none
     *   left, the role goes. An admin's endless grant (no `pro_until`) is left alone. A team package's seats are
     *   freed, and a seat holder whose pro time ended with the package loses the role;
     * - a diet template: the buyer's copy is a diet of their own that they may have edited, so it stays; the
     *   template counts as theirs no more (it may be bought again).
     * False (nothing written) when the order was not paid any more (a parallel refund).
     */
    refund: (
      order: { id: number; uid: string; user_id: number },
      refund: { at: string; adminId: number },
      audit: Omit<AuditRecord, 'after'>,
    ) =>
      db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('orders')
          .set({ status: 'refunded', refunded_at: refund.at, refunded_by: refund.adminId })
          .where('id', '=', order.id)
          .where('status', '=', 'paid')
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) return false;
        const today = refund.at.slice(0, 10);
        const revoked: Array<{ productType: string; productId: number; revoked: string }> = [];
        const granted = await trx
          .selectFrom('order_items')
          .selectAll()
          .where('order_id', '=', order.id)
          .where('granted_at', 'is not', null)
          .orderBy('id')
          .execute();
        for (const item of granted) {
          if (item.product_type === 'ebook') {
            await trx
              .deleteFrom('ebook_access')
              .where('user_id', '=', order.user_id)
              .where('ebook_id', '=', item.product_id)
              .where('source', '=', `order:${order.uid}`)
              .execute();
            revoked.push({ productType: 'ebook', productId: item.product_id, revoked: 'access' });
          } else if (item.product_type === 'pro_package') {
            const pack = await trx
              .selectFrom('pro_packages')
              .select('duration_days')
              .where('id', '=', item.product_id)
              .executeTakeFirst();
            const seats = await trx
              .selectFrom('pro_seats as s')
              .innerJoin('users as u', 'u.id', 's.user_id')
              .select(['u.id', 'u.roles', 'u.pro_until'])
              .where('s.order_item_id', '=', item.id)
              .where('s.user_id', '!=', order.user_id)
              .execute();
            const buyer = await trx
              .selectFrom('users')
              .select(['roles', 'pro_until'])
              .where('id', '=', order.user_id)
              .executeTakeFirstOrThrow();
            const packageEnd = buyer.pro_until;
            if (buyer.pro_until !== null) {
              const until = new Date(`${buyer.pro_until}T00:00:00Z`);
              until.setUTCDate(until.getUTCDate() - (pack?.duration_days ?? 0));
              const left = until.toISOString().slice(0, 10);
              const roles = parseStoredRoles(buyer.roles);
              await trx
                .updateTable('users')
                .set(
                  left > today
                    ? { pro_until: left, updated_at: refund.at }
                    : {
                        roles: JSON.stringify(roles.filter((role) => role !== 'pro')),
                        pro_until: null,
                        updated_at: refund.at,
                      },
                )
                .where('id', '=', order.user_id)
                .execute();
            }
            for (const holder of seats) {
              if (holder.pro_until === null || (packageEnd !== null && holder.pro_until > packageEnd))
                continue;
              const roles = parseStoredRoles(holder.roles);
              await trx
                .updateTable('users')
                .set({
                  roles: JSON.stringify(roles.filter((role) => role !== 'pro')),
                  pro_until: null,
                  updated_at: refund.at,
                })
                .where('id', '=', holder.id)
                .execute();
            }
            await trx.deleteFrom('pro_seats').where('order_item_id', '=', item.id).execute();
            revoked.push({ productType: 'pro_package', productId: item.product_id, revoked: 'pro time' });
          } else
            revoked.push({ productType: item.product_type, productId: item.product_id, revoked: 'none' });
        }
        await recordAudit(trx, {
          ...audit,
          after: { status: 'refunded', refundedAt: refund.at, refundedBy: refund.adminId, revoked },
        });
        return true;
      }),
    /** Claims an item's grant: true for exactly one caller. */
    claimGrant: async (itemId: number, now: string) =>
      Number(
        (
          await db
            .updateTable('order_items')
            .set({ granted_at: now })
            .where('id', '=', itemId)
            .where('granted_at', 'is', null)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,
    releaseGrant: (itemId: number) =>
      db.updateTable('order_items').set({ granted_at: null }).where('id', '=', itemId).execute(),
    grantEbook: (userId: number, ebookId: number, source: string, now: string) =>
      db
        .insertInto('ebook_access')
        .values({ user_id: userId, ebook_id: ebookId, source, granted_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'ebook_id']).doNothing())
        .execute(),
    /**
     * A pro package's time: the role now, until the package's days after today or after the time already
     * bought (a renewal adds up). One transaction: two grants never lose each other's days.
     */
    grantPro: (userId: number, packageId: number, now: string) =>
      db.transaction().execute(async (trx) => {
        const pack = await trx
          .selectFrom('pro_packages')
          .select('duration_days')
          .where('id', '=', packageId)
          .executeTakeFirst();
        const user = await trx
          .selectFrom('users')
          .select(['roles', 'pro_until'])
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!pack || !user) return;
        const today = now.slice(0, 10);
        const from = user.pro_until && user.pro_until > today ? user.pro_until : today;
        const until = new Date(`${from}T00:00:00Z`);
        until.setUTCDate(until.getUTCDate() + pack.duration_days);
        const roles = parseStoredRoles(user.roles);
        await trx
          .updateTable('users')
          .set({
            roles: JSON.stringify(roles.includes('pro') ? roles : [...roles, 'pro']),
            pro_until: until.toISOString().slice(0, 10),
            updated_at: now,
          })
          .where('id', '=', userId)
          .execute();
      }),
    /** Takes `pro` from everyone whose bought time ended before `today`; answers how many. */
    async expirePro(today: string) {
      const ended = await db
        .selectFrom('users')
        .select(['id', 'roles'])
        .where('pro_until', 'is not', null)
        .where('pro_until', '<', today)
        .execute();
      let changed = 0;
      for (const user of ended) {
        const roles = parseStoredRoles(user.roles);
        if (!roles.includes('pro')) continue;
        await db
          .updateTable('users')
          .set({
            roles: JSON.stringify(roles.filter((role) => role !== 'pro')),
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', user.id)
          .where('pro_until', '<', today)
          .execute();
        changed++;
      }
      return changed;
    },
    template: (id: number) =>
      db
        .selectFrom('diet_templates')
        .select([
          'id',
          'plan',
          'kcal',
          'target_kcal',
          'meals_per_day',
          'diet_type',
          'excluded_allergens',
          'days',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),
    /** Records a provider event; false when it was handled before (a replay). */
    firstTime: async (provider: string, eventId: string, now: string) =>
      (await db
        .insertInto('payment_events')
        .values({ provider, event_id: eventId, received_at: now })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .returning('event_id')
        .executeTakeFirst()) !== undefined,

    /** Who an order's invoice is made out to when it has no billing address: the account's name and e-mail. */
    account: (userId: number) =>
      db
        .selectFrom('users')
        .select(['email', 'first_name', 'last_name'])
        .where('id', '=', userId)
        .executeTakeFirst(),
    /** A team package (more than one seat) granted to its buyer: the buyer takes the first seat. */
    takeFirstSeat: async (itemId: number, userId: number, packageId: number, now: string) => {
      const pack = await db
        .selectFrom('pro_packages')
        .select('seats')
        .where('id', '=', packageId)
        .executeTakeFirst();
      if (!pack || pack.seats <= 1) return;
      await db
        .insertInto('pro_seats')
        .values({ order_item_id: itemId, user_id: userId, assigned_at: now })
        .onConflict((oc) => oc.columns(['order_item_id', 'user_id']).doNothing())
        .execute();
    },
    /** The order's team package (its first pro package with more than one seat), if it has one. */
    teamItem: (orderId: number) =>
      db
        .selectFrom('order_items as i')
        .innerJoin('pro_packages as p', 'p.id', 'i.product_id')
        .select(['i.id', 'i.granted_at', 'p.seats', 'p.duration_days'])
        .where('i.order_id', '=', orderId)
        .where('i.product_type', '=', 'pro_package')
        .where('p.seats', '>', 1)
        .orderBy('i.id')
        .executeTakeFirst(),
    /** The accounts holding a team package's seats, the first taken first. */
    seatHolders: (itemId: number) =>
      db
        .selectFrom('pro_seats as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.email', 's.assigned_at'])
        .where('s.order_item_id', '=', itemId)
        .orderBy('s.assigned_at')
        .orderBy('u.id')
        .execute(),
    userIdByEmail: async (email: string) =>
      (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id,
    /**
     * Gives a seat of a team package to an account, with the pro role until `until` (a later end the account
     * has already is kept, and so is no end: an admin's grant). The buyer's own seat is made sure of first.
     * One transaction that first locks the package's order item, so two admins at once never give away more
     * seats than there are. Answers `taken` when every seat is held by someone else; giving the same account
     * its seat again changes nothing.
     */
    assignSeat: (
      seat: { itemId: number; seats: number; buyerId: number; userId: number; until: string },
      now: string,
    ) =>
      db.transaction().execute(async (trx): Promise<'assigned' | 'held' | 'taken'> => {
        // A write to the item's row: the lock that makes concurrent assignments of its seats wait their turn.
        await trx
          .updateTable('order_items')
          .set((eb) => ({ granted_at: eb.ref('granted_at') }))
          .where('id', '=', seat.itemId)
          .execute();
        await trx
          .insertInto('pro_seats')
          .values({ order_item_id: seat.itemId, user_id: seat.buyerId, assigned_at: now })
          .onConflict((oc) => oc.columns(['order_item_id', 'user_id']).doNothing())
          .execute();
        const holders = await trx
          .selectFrom('pro_seats')
          .select('user_id')
          .where('order_item_id', '=', seat.itemId)
          .execute();
        if (holders.some((holder) => holder.user_id === seat.userId)) return 'held';
        if (holders.length >= seat.seats) return 'taken';
        await trx
          .insertInto('pro_seats')
          .values({ order_item_id: seat.itemId, user_id: seat.userId, assigned_at: now })
          .execute();
        const user = await trx
          .selectFrom('users')
          .select(['roles', 'pro_until'])
          .where('id', '=', seat.userId)
          .executeTakeFirstOrThrow();
        const roles = parseStoredRoles(user.roles);
        const endless = roles.includes('pro') && user.pro_until === null;
        const later = user.pro_until !== null && user.pro_until > seat.until;
        await trx
          .updateTable('users')
          .set({
            roles: JSON.stringify(roles.includes('pro') ? roles : [...roles, 'pro']),
            pro_until: endless || later ? user.pro_until : seat.until,
            updated_at: now,
          })
          .where('id', '=', seat.userId)
          .execute();
        return 'assigned';
      }),
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
