import type { Kysely } from 'kysely';
import { LOCALES } from '../../../../core/i18n/locales';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { productJsonLd } from '../../../../core/seo/structured-data';
import { NotFoundError } from '../../../errors';
import { idSlugsOf, metaDescription, metaTitle, type MainEntityLookup } from '../../../http/detail-meta';
import type { CatalogueDefinition } from '../kit/catalogue-definition';
import { parseList } from '../kit/labels';
import { sluggedTableSitemap } from '../kit/slugged-table-sitemap';
import { createEbooksRepo } from './ebooks.repo';
import { createEbooksService, type EbooksService } from './ebooks.service';

/** The e-book shop's service, wired for the routes; PDFs are read from `filesDir`. */
export function createEbooksCatalogue(db: Kysely<DB>, search: SearchProvider, filesDir: string) {
  return createEbooksService(createEbooksRepo(db, search), filesDir);
}

/** An e-book page's schema.org `Product` with its `Offer` in the page's currency (issue 14 A2, issue 16). */
export function ebookMainEntity(ebooks: Pick<EbooksService, 'detail'>): MainEntityLookup {
  return async (id, locale, page) => {
    let ebook;
    try {
      ebook = await ebooks.detail(id, locale, null);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
    if (!ebook.price) return null;
    return productJsonLd({
      url: page.url,
      locale,
      name: ebook.name,
      description: ebook.description,
      image: page.image,
      price: ebook.price.final,
      category: ebook.categories[0]?.name,
      brand: 'Nutrio',
      available: true,
    });
  };
}

export function ebooksDefinition(db: Kysely<DB>): CatalogueDefinition {
  return {
    entityType: 'ebook',
    sourceTables: ['ebooks', 'ebook_labels'],
    // The title, then the writer, the description, the chapters and the labels in the visitor's language.
    async documents() {
      const [rows, labels] = await Promise.all([
        db.selectFrom('ebooks').selectAll().execute(),
        db.selectFrom('ebook_labels').selectAll().execute(),
      ]);
      const byKey = new Map(labels.map((label) => [`${label.kind}:${label.key}`, label]));
      return rows.flatMap((row) =>
        LOCALES.map((locale) => {
          const label = (kind: string, key: string) => byKey.get(`${kind}:${key}`)?.[`name_${locale}`] ?? '';
          return {
            entityType: 'ebook',
            entityId: row.id,
            locale,
            name: row[`name_${locale}`],
            body: [
              row.writer,
              row[`description_${locale}`],
              ...parseList(row[`contents_${locale}`]),
              label('category', row.category),
              ...parseList(row.tags).map((tag) => label('tag', tag)),
            ].join(' '),
          };
        }),
      );
    },
    listPage: 'ebooks',
    detailPage: 'ebookDetail',
    sitemap: sluggedTableSitemap(db, 'ebooks'),
    async detailMeta(id, locale) {
      const row = await db
        .selectFrom('ebooks')
        .select(['name_en', 'name_pl', 'name_de', 'slug_en', 'slug_pl', 'slug_de', 'cover'])
        .select([`description_${locale}`])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const r = row as Record<string, string | null>;
      const name = String(r[`name_${locale}`]);
      return {
        idSlugs: idSlugsOf(id, r),
        name,
        image: row.cover ? `/media/${row.cover}-${locale}.svg` : null,
        previewImage: null,
        title: metaTitle(name),
        description: metaDescription(String(r[`description_${locale}`])),
      };
    },
  };
}
