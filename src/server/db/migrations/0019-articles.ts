import type { Kysely, Migration } from 'kysely';
import { LOCALES } from '../../../core/i18n/locales';
import type { DialectAdapter } from '../dialect';

const COUNTER = 'catalogue';
const COUNTED = ['articles', 'article_categories'];

/**
 * The blog (issue 16 A5): articles written in each language (title, teaser, Markdown body, reading time),
 * each with its category, its author (one of our users) and its sources; categories with their names.
 */
export function articlesMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let categories = adapter
        .addIdColumn(db.schema.createTable('article_categories'))
        .addColumn('key', 'text', (col) => col.notNull().unique());
      for (const locale of LOCALES)
        categories = categories.addColumn(`name_${locale}`, 'text', (col) => col.notNull());
      await categories.execute();

      let articles = adapter
        .addIdColumn(db.schema.createTable('articles'))
        .addColumn('key', 'text', (col) => col.notNull().unique())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('published_at', 'text', (col) => col.notNull())
        .addColumn('sources', 'text', (col) => col.notNull().defaultTo('[]'));
      for (const locale of LOCALES)
        articles = articles
          .addColumn(`name_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`slug_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`sort_key_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`description_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`body_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`read_time_${locale}`, 'integer', (col) => col.notNull());
      await articles.execute();
      await adapter.addUpdatedAt(db, 'articles');
      await db.schema
        .createIndex('articles_published')
        .on('articles')
        .columns(['published_at', 'id'])
        .execute();
      await adapter.createChangeCounter(db, COUNTER, COUNTED);
    },
    async down(db: Kysely<unknown>) {
      await adapter.dropChangeCounter(db, COUNTER, COUNTED);
      await adapter.dropUpdatedAt(db, 'articles');
      await db.schema.dropTable('articles').execute();
      await db.schema.dropTable('article_categories').execute();
    },
  };
}
