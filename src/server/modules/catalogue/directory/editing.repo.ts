import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, CalendarEventsTable, CompaniesTable, DirectoryAddressesTable } from '../../../db/schema';

export type OwnerType = 'specialist' | 'company';
type AddressValues = Omit<Insertable<DirectoryAddressesTable>, 'owner_type' | 'owner_id' | 'position' | 'id'>;
type SpecialistValues = {
  slug: string;
  professions: string;
  tags: string;
  certificates: string;
} & Record<`bio_${'en' | 'de' | 'pl'}` | `sort_key_${'en' | 'de' | 'pl'}`, string>;
type CompanyValues = Omit<Insertable<CompaniesTable>, 'id' | 'key' | 'owner_user_id' | 'logo' | 'image'>;
type EventValues = Omit<Insertable<CalendarEventsTable>, 'id' | 'key' | 'owner_type' | 'owner_id'>;

/** What owners change of the directory: profiles, clubs, their addresses, pictures and events. */
export function createDirectoryEditingRepo(db: Kysely<DB>) {
  async function replaceAddresses(
    trx: Kysely<DB>,
    ownerType: OwnerType,
    ownerId: number,
    addresses: AddressValues[],
  ) {
    await trx
      .deleteFrom('directory_addresses')
      .where('owner_type', '=', ownerType)
      .where('owner_id', '=', ownerId)
      .execute();
    if (addresses.length > 0)
      await trx
        .insertInto('directory_addresses')
        .values(
          addresses.map((address, position) => ({
            ...address,
            owner_type: ownerType,
            owner_id: ownerId,
            position,
          })),
        )
        .execute();
  }

  return {
    labels: () => db.selectFrom('directory_labels').selectAll().orderBy('id').execute(),
    user: (userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('id', '=', userId)
        .executeTakeFirst(),
    specialistOf: (userId: number) =>
      db.selectFrom('specialists').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    addresses: (ownerType: OwnerType, ownerId: number) =>
      db
        .selectFrom('directory_addresses')
        .selectAll()
        .where('owner_type', '=', ownerType)
        .where('owner_id', '=', ownerId)
        .orderBy('position')
        .execute(),

    /** The profile and its addresses in one transaction: a failed save leaves the stored profile as it was. */
    saveSpecialist: (userId: number, values: SpecialistValues, addresses: AddressValues[]) =>
      db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('specialists')
          .select('id')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        const id = existing
          ? (await trx.updateTable('specialists').set(values).where('id', '=', existing.id).execute(),
            existing.id)
          : (
              await trx
                .insertInto('specialists')
                .values({ ...values, user_id: userId })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id;
        await replaceAddresses(trx, 'specialist', id, addresses);
        return id;
      }),

    setSpecialistPicture: (id: number, column: 'avatar' | 'cover', url: string) =>
      db
        .updateTable('specialists')
        .set({ [column]: url })
        .where('id', '=', id)
        .execute(),
    setCompanyPicture: (id: number, column: 'logo' | 'image', url: string) =>
      db
        .updateTable('companies')
        .set({ [column]: url })
        .where('id', '=', id)
        .execute(),

    company: (id: number) => db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The clubs a member may edit: their own, or every club for an admin (newest first). */
    companies: (ownerUserId: number | 'all') => {
      let query = db.selectFrom('companies').selectAll().orderBy('id', 'desc');
      if (ownerUserId !== 'all') query = query.where('owner_user_id', '=', ownerUserId);
      return query.limit(200).execute();
    },
    companyAddresses: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('directory_addresses')
            .selectAll()
            .where('owner_type', '=', 'company')
            .where('owner_id', 'in', ids)
            .where('position', '=', 0)
            .execute(),
    createCompany: (ownerUserId: number, values: CompanyValues, address: AddressValues) =>
      db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('companies')
          .values({ ...values, owner_user_id: ownerUserId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceAddresses(trx, 'company', id, [address]);
        return id;
      }),
    updateCompany: (id: number, values: Updateable<CompaniesTable>, address: AddressValues) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('companies').set(values).where('id', '=', id).execute();
        await replaceAddresses(trx, 'company', id, [address]);
      }),

    events: (ownerType: OwnerType, ownerId: number) =>
      db
        .selectFrom('calendar_events')
        .selectAll()
        .where('owner_type', '=', ownerType)
        .where('owner_id', '=', ownerId)
        .orderBy('event_at')
        .orderBy('id')
        .execute(),
    createEvent: (ownerType: OwnerType, ownerId: number, values: EventValues) =>
      db
        .insertInto('calendar_events')
        .values({ ...values, owner_type: ownerType, owner_id: ownerId })
        .returning('id')
        .executeTakeFirstOrThrow(),
    /** Changes one of the owner's events; false when the owner has no such event. */
    updateEvent: async (ownerType: OwnerType, ownerId: number, eventId: number, values: EventValues) => {
      const result = await db
        .updateTable('calendar_events')
        .set(values)
        .where('id', '=', eventId)
        .where('owner_type', '=', ownerType)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    deleteEvent: async (ownerType: OwnerType, ownerId: number, eventId: number) => {
      const result = await db
        .deleteFrom('calendar_events')
        .where('id', '=', eventId)
        .where('owner_type', '=', ownerType)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type DirectoryEditingRepo = ReturnType<typeof createDirectoryEditingRepo>;
export type { AddressValues };
