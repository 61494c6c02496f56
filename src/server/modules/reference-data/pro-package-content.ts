import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { monthsOf } from '../../../core/domain/pro-packages';
import { LOCALES } from '../../../core/i18n/locales';
import { slugify } from '../../../core/text/fold';
import type { DB } from '../../db/schema';
import { readJsonFile } from './content-files';
import { DataFileError } from './sr28';
import { editedIds, syncTable, type Row, type SyncCounts } from './table-sync';

const CURRENCIES = ['PLN', 'EUR', 'USD'] as const;
const Amount = z.object({ regular: z.number().int().positive(), final: z.number().int().positive() });

const PackageText = z.object({
  title: z.string().min(3).max(60),
  timeFeatureShort: z.string().min(3).max(40),
  description: z.string().min(40).max(300),
  features: z.array(z.string().min(8).max(140)).min(8).max(12),
});

/** content/pro-packages/packages.json: the shop's pro packages, in card order, in three languages. */
export const ProPackagesFile = z.object({
  about: z.string().optional(),
  packages: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z0-9-]+$/),
        durationDays: z.number().int().min(1).max(731),
        seats: z.number().int().min(1).max(50),
        prices: z.object({ PLN: Amount, EUR: Amount, USD: Amount }),
        texts: z.object({ en: PackageText, de: PackageText, pl: PackageText }),
      }),
    )
    .min(1),
});
export type ProPackageContent = z.infer<typeof ProPackagesFile>['packages'][number];

/**
 * VAT per shop currency in basis points. A pro package is an electronically supplied service, so the standard
 * rates apply (Poland 23 %, Germany 19 %), as for the diet templates; the reduced rates of e-books (5 %, 7 %)
 * are for e-books only. USD prices are shown without sales tax (it depends on the state).
 */
export const PRO_PACKAGE_TAX_RATE_BP = { PLN: 2300, EUR: 1900, USD: 0 } as const;

/**
 * The packages of the file, checked: unique keys; the same number of features in every language; a final
 * price never above the regular one; and one monthly package for one account, whose regular price times a
 * package's months and accounts is that package's regular price — so the saving a longer package shows is
 * the saving against buying monthly packages, never against an invented list price.
 */
export function loadProPackages(file: string): ProPackageContent[] {
  const { packages } = readJsonFile(file, ProPackagesFile);
  const fail = (message: string) => new DataFileError(file, 0, message);
  const keys = new Set<string>();
  for (const entry of packages) {
    if (keys.has(entry.key)) throw fail(`${entry.key}: the key is used twice`);
    keys.add(entry.key);
    const counts = new Set(LOCALES.map((locale) => entry.texts[locale].features.length));
    if (counts.size !== 1) throw fail(`${entry.key}: the languages have different numbers of features`);
    for (const currency of CURRENCIES)
      if (entry.prices[currency].final > entry.prices[currency].regular)
        throw fail(`${entry.key}: ${currency}: the final price exceeds the regular one`);
  }
  const monthly = packages.filter((entry) => monthsOf(entry.durationDays) === 1 && entry.seats === 1);
  if (monthly.length !== 1) throw fail('there must be exactly one monthly package for one account');
  const base = monthly[0]!;
  for (const entry of packages)
    for (const currency of CURRENCIES) {
      const expected = base.prices[currency].regular * monthsOf(entry.durationDays) * entry.seats;
      if (entry.prices[currency].regular !== expected)
        throw fail(
          `${entry.key}: ${currency}: the regular price must be ${expected} (the monthly price × months × accounts)`,
        );
    }
  return packages;
}

/**
 * The shop's pro packages (issue 18 A5): the packages and their prices in one transaction; a second run over
 * the same file changes nothing.
 */
export async function importProPackages(
  db: Kysely<DB>,
  paths: { contentDir: string },
): Promise<{ tables: Record<string, SyncCounts> } | undefined> {
  const file = join(paths.contentDir, 'pro-packages', 'packages.json');
  if (!existsSync(file)) return undefined;
  const packages = loadProPackages(file);
  const rows: Row[] = packages.map((entry, position) => {
    const row: Row = {
      key: entry.key,
      duration_days: entry.durationDays,
      seats: entry.seats,
      position,
    };
    for (const locale of LOCALES) {
      const text = entry.texts[locale];
      Object.assign(row, {
        [`name_${locale}`]: text.title,
        [`slug_${locale}`]: slugify(text.title),
        [`time_feature_${locale}`]: text.timeFeatureShort,
        [`description_${locale}`]: text.description,
        [`features_${locale}`]: JSON.stringify(text.features),
      });
    }
    return row;
  });
  const tables: Record<string, SyncCounts> = {};
  await db.transaction().execute(async (trx) => {
    tables.pro_packages = await syncTable(trx, 'pro_packages', ['key'], rows, { keep: { edited: true } });
    const ids = new Map(
      (await trx.selectFrom('pro_packages').select(['id', 'key']).execute()).map((r) => [r.key, r.id]),
    );
    tables.product_prices = await syncTable(
      trx,
      'product_prices',
      ['product_type', 'product_id', 'currency'],
      packages.flatMap((entry) =>
        CURRENCIES.map((currency) => ({
          product_type: 'pro_package',
          product_id: ids.get(entry.key)!,
          currency,
          regular_minor: entry.prices[currency].regular,
          final_minor: entry.prices[currency].final,
          tax_rate_bp: PRO_PACKAGE_TAX_RATE_BP[currency],
        })),
      ),
      {
        hasId: false,
        scope: { product_type: 'pro_package' },
        keep: { parents: { column: 'product_id', ids: await editedIds(trx, 'pro_packages') } },
      },
    );
  });
  return { tables };
}
