import type { Kysely } from 'kysely';
import type { Locale } from '../../../../core/i18n/locales';
import type { DB } from '../../../db/schema';
import { idSlugsOf, metaDescription, metaTitle, type DetailMeta } from '../../../http/detail-meta';

/** Tables of our own content whose picture is named by the row's key (made at import). */
type KeyedTable = 'articles' | 'diet_templates';

/**
 * A detail page's head from a keyed content table: name, slugs, description and the picture at `imageOf(key)`;
 * none for a row whose `hiddenWhen` column is 1 (an article's draft).
 */
export function keyedDetailMeta(
  db: Kysely<DB>,
  table: KeyedTable,
  imageOf: (key: string) => string,
  hiddenWhen?: 'draft',
) {
  return async (id: number, locale: Locale): Promise<DetailMeta | null> => {
    const row = await db
      .selectFrom(table)
      .select(['key', 'name_en', 'name_pl', 'name_de', 'slug_en', 'slug_pl', 'slug_de'])
      .select([`description_${locale}`])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    if (hiddenWhen && table === 'articles') {
      const hidden = await db.selectFrom('articles').select('draft').where('id', '=', id).executeTakeFirst();
      if (hidden?.draft) return null;
    }
    const r = row as Record<string, string>;
    const name = r[`name_${locale}`]!;
    return {
      idSlugs: idSlugsOf(id, r),
      name,
      image: imageOf(row.key),
      previewImage: null,
      title: metaTitle(name),
      description: metaDescription(r[`description_${locale}`]!),
    };
  };
}
