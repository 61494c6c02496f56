import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { SitemapSource } from '../../../http/sitemap-source';

/**
 * The directory's profile pages for the sitemap: the published ones only (issue 24 A2: an admin's unpublishing
 * takes a profile off every public read), in id order, each with one `<id>-<slug>` for every language.
 */
export function publishedDirectorySitemap(db: Kysely<DB>, table: 'specialists' | 'companies'): SitemapSource {
  // The two tables share the columns read here: one query over either.
  const from = () =>
    (db as unknown as Kysely<DB>).selectFrom(table as 'companies').where('unpublished_at', 'is', null);
  return {
    async count() {
      const row = await from()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async lastModified() {
      const row = await from()
        .select(sql<string | null>`max(updated_at)`.as('at'))
        .executeTakeFirst();
      return row?.at ?? null;
    },
    async items(offset, limit) {
      const found = await from()
        .select(['id', 'slug', 'updated_at'])
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return found.map((row) => {
        const idSlug = `${row.id}-${row.slug}`;
        return { idSlugs: { en: idSlug, pl: idSlug, de: idSlug }, updatedAt: String(row.updated_at) };
      });
    },
  };
}
