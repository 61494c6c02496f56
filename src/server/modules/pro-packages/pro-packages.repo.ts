import { sql, type Kysely, type Selectable } from 'kysely';
import { CATALOGUE_COUNTER, changeRevision } from '../../db/change-counters';
import type { DB, ProPackagesTable } from '../../db/schema';

export type ProPackageRow = Selectable<ProPackagesTable> & {
  currency: string;
  regular_minor: number;
  final_minor: number;
  tax_rate_bp: number;
};

/** The pro packages' SQL: a package is offered in a currency when it has a price in it (`product_prices`). */
export function createProPackagesRepo(db: Kysely<DB>) {
  const priced = (currency: string) =>
    db
      .selectFrom('pro_packages')
      .innerJoin('product_prices as p', (join) =>
        join
          .onRef('p.product_id', '=', 'pro_packages.id')
          .on('p.product_type', '=', 'pro_package')
          .on('p.currency', '=', currency),
      )
      .selectAll('pro_packages')
      .select(['p.currency', 'p.regular_minor', 'p.final_minor', 'p.tax_rate_bp']);

  return {
    revision: () => changeRevision(db, CATALOGUE_COUNTER),
    /** Every package with a price in `currency`, in the cards' order. */
    list: (currency: string): Promise<ProPackageRow[]> =>
      priced(currency).orderBy('pro_packages.position').orderBy('pro_packages.id').execute(),
    findById: (id: number, currency: string): Promise<ProPackageRow | undefined> =>
      priced(currency).where('pro_packages.id', '=', id).executeTakeFirst(),
    /** What a package's page head needs: names, slugs and descriptions in every language. */
    headOf: (id: number) =>
      db
        .selectFrom('pro_packages')
        .select([
          'name_en',
          'name_pl',
          'name_de',
          'slug_en',
          'slug_pl',
          'slug_de',
          'description_en',
          'description_pl',
          'description_de',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),
    count: async () =>
      Number(
        (
          await db
            .selectFrom('pro_packages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    lastModified: async () =>
      (
        await db
          .selectFrom('pro_packages')
          .select(sql<string | null>`max(updated_at)`.as('at'))
          .executeTakeFirst()
      )?.at ?? null,
    slugPage: (offset: number, limit: number) =>
      db
        .selectFrom('pro_packages')
        .select(['id', 'slug_en', 'slug_pl', 'slug_de', 'updated_at'])
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
  };
}

export type ProPackagesRepo = ReturnType<typeof createProPackagesRepo>;
