import type { Kysely } from 'kysely';
import { LOCALES } from '../../../../core/i18n/locales';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { idSlugsOf, metaDescription, metaTitle } from '../../../http/detail-meta';
import type { CatalogueDefinition } from '../kit/catalogue-definition';
import { parseList } from '../kit/labels';
import { sluggedTableSitemap } from '../kit/slugged-table-sitemap';
import { createDietTemplatesRepo } from './diet-templates.repo';
import { createDietTemplatesService } from './diet-templates.service';

export function createDietTemplatesCatalogue(db: Kysely<DB>, search: SearchProvider) {
  return createDietTemplatesService(createDietTemplatesRepo(db, search));
}

export function dietTemplatesDefinition(db: Kysely<DB>): CatalogueDefinition {
  return {
    entityType: 'diet_template',
    sourceTables: ['diet_templates', 'shop_labels'],
    // The name, then the description and the labels in the visitor's language.
    async documents() {
      const [rows, labels] = await Promise.all([
        db.selectFrom('diet_templates').selectAll().execute(),
        db.selectFrom('shop_labels').selectAll().execute(),
      ]);
      const byKey = new Map(labels.map((label) => [label.key, label]));
      return rows.flatMap((row) =>
        LOCALES.map((locale) => ({
          entityType: 'diet_template',
          entityId: row.id,
          locale,
          name: row[`name_${locale}`],
          body: [
            row[`description_${locale}`],
            ...[row.goal, ...parseList(row.categories), ...parseList(row.tags)].map(
              (key) => byKey.get(key)?.[`name_${locale}`] ?? '',
            ),
          ].join(' '),
        })),
      );
    },
    listPage: 'dietTemplates',
    detailPage: 'dietTemplateDetail',
    sitemap: sluggedTableSitemap(db, 'diet_templates'),
    async detailMeta(id, locale) {
      const row = await db
        .selectFrom('diet_templates')
        .select(['name_en', 'name_pl', 'name_de', 'slug_en', 'slug_pl', 'slug_de'])
        .select([`description_${locale}`])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const r = row as Record<string, string>;
      const name = r[`name_${locale}`]!;
      return {
        idSlugs: idSlugsOf(id, r),
        name,
        image: null,
        previewImage: null,
        title: metaTitle(name),
        description: metaDescription(r[`description_${locale}`]!),
      };
    },
  };
}
