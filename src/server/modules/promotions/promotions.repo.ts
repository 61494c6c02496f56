import type { Insertable, Kysely } from 'kysely';
import type { DB, PromotionsTable } from '../../db/schema';
import { recordAudit, type AuditRecord } from '../audit/audit.repo';

/** Promotions and who has had one (issue 18 A6). */
export function createPromotionsRepo(db: Kysely<DB>) {
  return {
    all: () => db.selectFrom('promotions').selectAll().orderBy('starts_at', 'desc').orderBy('id').execute(),
    byId: (id: number) => db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst(),
    ofKind: (kind: 'welcome') =>
      db.selectFrom('promotions').selectAll().where('kind', '=', kind).orderBy('ends_at', 'desc').execute(),
    /** Undefined when the key is taken. */
    async insert(row: Insertable<PromotionsTable>): Promise<number | undefined> {
      const inserted = await db
        .insertInto('promotions')
        .values(row)
        .onConflict((conflict) => conflict.column('key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },
    update: (id: number, change: { discount_percent?: number; starts_at?: string; ends_at?: string }) =>
      db.updateTable('promotions').set(change).where('id', '=', id).execute(),
    /** An admin's change, in the audit log (issue 24 A2). */
    audit: (record: AuditRecord) => recordAudit(db, record),
    /** DECISIONS PROMO-10: a "new user" has no paid order and has not had this kind of promotion yet. */
    async isNewTo(userId: number, kind: 'welcome'): Promise<boolean> {
      const [paid, redeemed] = await Promise.all([
        db
          .selectFrom('orders')
          .select('id')
          .where('user_id', '=', userId)
          .where('status', '=', 'paid')
          .executeTakeFirst(),
        db
          .selectFrom('promotion_redemptions')
          .select('order_id')
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .executeTakeFirst(),
      ]);
      return !paid && !redeemed;
    },
  };
}

export type PromotionsRepo = ReturnType<typeof createPromotionsRepo>;
