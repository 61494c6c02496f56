import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PromotionInput } from '../../../core/contracts/promotions';
import type { DB } from '../../db/schema';
import { readJsonFile } from './content-files';
import type { SyncCounts } from './table-sync';

/** content/promotions/promotions.json: the promotions the shop starts with (issue 18 A6). */
export const PromotionsFile = z.object({ about: z.string().optional(), promotions: z.array(PromotionInput) });

/**
 * Adds the file's promotions whose key is new; one that exists is left as it is (admins change promotions
 * through the admin API, and an import must not undo that). Instants are stored in UTC, so they compare as text.
 */
export async function importPromotions(
  db: Kysely<DB>,
  paths: { contentDir: string },
  now: () => Date = () => new Date(),
): Promise<{ tables: Record<string, SyncCounts> } | undefined> {
  const file = join(paths.contentDir, 'promotions', 'promotions.json');
  if (!existsSync(file)) return undefined;
  const { promotions } = readJsonFile(file, PromotionsFile);
  let inserted = 0;
  for (const promotion of promotions) {
    const result = await db
      .insertInto('promotions')
      .values({
        key: promotion.key,
        kind: promotion.kind,
        product_type: promotion.productType,
        discount_percent: promotion.discountPercent,
        starts_at: new Date(promotion.startsAt).toISOString(),
        ends_at: new Date(promotion.endsAt).toISOString(),
        created_at: now().toISOString(),
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return {
    tables: {
      promotions: { inserted, updated: 0, deleted: 0, unchanged: promotions.length - inserted },
    },
  };
}
