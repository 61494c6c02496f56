import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { BillingAddressInput } from '../../../core/contracts/billing-addresses';
import type { DB } from '../../db/schema';

/** An address that passed the pattern table. */
export type CheckedAddress = z.output<typeof BillingAddressInput>;

/** A member's billing addresses (issue 18 A2), oldest first. */
export function createBillingAddressesRepo(db: Kysely<DB>) {
  const columns = [
    'id',
    'salutation',
    'title',
    'firstname',
    'lastname',
    'street',
    'building_number',
    'building_additional_information',
    'phone',
    'company_identification_number',
    'country',
    'zip',
    'city',
  ] as const;
  return {
    ofUser: (userId: number) =>
      db
        .selectFrom('billing_addresses')
        .select(columns)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    count: async (userId: number) =>
      Number(
        (
          await db
            .selectFrom('billing_addresses')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    async insert(userId: number, address: CheckedAddress, now: string): Promise<number> {
      const row = await db
        .insertInto('billing_addresses')
        .values({ user_id: userId, ...address, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Whether one of the member's own addresses went (another member's is never touched). */
    remove: async (userId: number, id: number) =>
      Number(
        (
          await db
            .deleteFrom('billing_addresses')
            .where('user_id', '=', userId)
            .where('id', '=', id)
            .executeTakeFirst()
        ).numDeletedRows,
      ) > 0,
  };
}

export type BillingAddressesRepo = ReturnType<typeof createBillingAddressesRepo>;
