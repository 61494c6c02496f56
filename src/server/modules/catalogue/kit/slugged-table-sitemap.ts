import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { SitemapSource } from '../../../http/sitemap-source';

/** Tables whose rows have an id, a slug per language and `updated_at` (migration 0015). */
type SluggedTable = 'recipes' | 'foods' | 'exercises' | 'ebooks' | 'articles' | 'diet_templates';

export function sluggedTableSitemap(db: Kysely<DB>, table: SluggedTable): SitemapSource {
  return {
    async count() {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async lastModified() {
      const row = await db
        .selectFrom(table)
        .select(sql<string | null>`max(updated_at)`.as('at'))
        .executeTakeFirst();
      return row?.at ?? null;
    },
    async items(offset, limit) {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'slug_en', 'slug_pl', 'slug_de', 'updated_at'])
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({
        idSlugs: {
          en: `${row.id}-${row.slug_en}`,
          pl: `${row.id}-${row.slug_pl}`,
          de: `${row.id}-${row.slug_de}`,
        },
        updatedAt: row.updated_at,
      }));
    },
  };
}

/** Tables whose rows have one slug for every language (a person's or a club's name). */
type OneSlugTable = 'specialists' | 'companies';

export function oneSlugTableSitemap(db: Kysely<DB>, table: OneSlugTable): SitemapSource {
  return {
    async count() {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async lastModified() {
      const row = await db
        .selectFrom(table)
        .select(sql<string | null>`max(updated_at)`.as('at'))
        .executeTakeFirst();
      return row?.at ?? null;
    },
    async items(offset, limit) {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'slug', 'updated_at'])
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => {
        const idSlug = `${row.id}-${row.slug}`;
        return { idSlugs: { en: idSlug, pl: idSlug, de: idSlug }, updatedAt: row.updated_at };
      });
    },
  };
}
