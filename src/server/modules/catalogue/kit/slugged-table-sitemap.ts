import { sql, type Kysely } from 'kysely';
import type { Locale } from '../../../../core/i18n/locales';
import type { DB } from '../../../db/schema';
import type { SitemapSource } from '../../../http/sitemap-source';

/** Tables whose rows have an id, a slug per language and `updated_at` (migration 0015). */
type SluggedTable = 'recipes' | 'foods' | 'exercises' | 'ebooks' | 'articles' | 'diet_templates';
/** Tables whose rows have one slug for every language (a person's or a club's name). */
type OneSlugTable = 'specialists' | 'companies';

/** A table's detail pages for the sitemap: its rows in id order, each row's `<id>-<slug>` per language. */
function tableSitemap(
  db: Kysely<DB>,
  table: SluggedTable | OneSlugTable,
  slugColumns: readonly string[],
  idSlugsOf: (row: Record<string, unknown>) => Record<Locale, string>,
  hiddenWhen?: string,
): SitemapSource {
  // One shape over several tables: read as loose rows (the columns named here exist in each).
  const rows = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const from = () =>
    hiddenWhen
      ? rows.selectFrom(table as string).where(hiddenWhen, '=', 0)
      : rows.selectFrom(table as string);
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
      return (row?.at as string | null | undefined) ?? null;
    },
    async items(offset, limit) {
      const found = await from()
        .select(['id', 'updated_at', ...slugColumns])
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return found.map((row) => ({ idSlugs: idSlugsOf(row), updatedAt: String(row.updated_at) }));
    },
  };
}

/** `hiddenWhen`: a 0/1 column whose rows at 1 have no public page (an article's `draft`). */
export const sluggedTableSitemap = (db: Kysely<DB>, table: SluggedTable, hiddenWhen?: string) =>
  tableSitemap(
    db,
    table,
    ['slug_en', 'slug_pl', 'slug_de'],
    (row) => ({
      en: `${String(row.id)}-${String(row.slug_en)}`,
      pl: `${String(row.id)}-${String(row.slug_pl)}`,
      de: `${String(row.id)}-${String(row.slug_de)}`,
    }),
    hiddenWhen,
  );

export const oneSlugTableSitemap = (db: Kysely<DB>, table: OneSlugTable) =>
  tableSitemap(db, table, ['slug'], (row) => {
    const idSlug = `${String(row.id)}-${String(row.slug)}`;
    return { en: idSlug, pl: idSlug, de: idSlug };
  });
