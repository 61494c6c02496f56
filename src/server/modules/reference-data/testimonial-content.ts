import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { TestimonialInput } from '../../../core/contracts/home';
import type { DB } from '../../db/schema';
import { readJsonFile } from './content-files';
import { DataFileError } from './sr28';
import type { SyncCounts } from './table-sync';

/** content/testimonials/testimonials.json: the testimonials Nutrio ships with (issue 21, HOME-55). */
export const TestimonialsFile = z.object({
  about: z.string().optional(),
  testimonials: z.array(TestimonialInput.extend({ key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) })),
});

/**
 * Adds the file's testimonials whose key is new; one that exists is left as it is, as the promotions are
 * (admins change testimonials through the admin API, and an import must not undo that). A shipped one an
 * admin deleted stays in the table as a tombstone (the home repo's), so it does not come back either.
 */
export async function importTestimonials(
  db: Kysely<DB>,
  paths: { contentDir: string },
): Promise<{ tables: Record<string, SyncCounts> } | undefined> {
  const file = join(paths.contentDir, 'testimonials', 'testimonials.json');
  if (!existsSync(file)) return undefined;
  const { testimonials } = readJsonFile(file, TestimonialsFile);
  const keys = new Set<string>();
  for (const entry of testimonials) {
    if (keys.has(entry.key)) throw new DataFileError(file, 0, `${entry.key}: the key is used twice`);
    keys.add(entry.key);
  }
  let inserted = 0;
  for (const entry of testimonials) {
    const result = await db
      .insertInto('testimonials')
      .values({
        key: entry.key,
        name: entry.name,
        rating: entry.rating,
        weight: entry.weight,
        text_en: entry.text.en,
        text_de: entry.text.de,
        text_pl: entry.text.pl,
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return {
    tables: {
      testimonials: { inserted, updated: 0, deleted: 0, unchanged: testimonials.length - inserted },
    },
  };
}
