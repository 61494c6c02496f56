import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LOCALES } from '../../../core/i18n/locales';
import { sortKey } from '../../../core/text/sort-key';
import type { DB } from '../../db/schema';
import { jsonFilesIn, readJsonFile, writeIfChanged } from './content-files';
import { articleCoverSvg } from './ebook-cover';
import { ShopVocabularyFile } from './ebook-content';
import { slugify } from './food-rules';
import { DataFileError } from './sr28';
import { syncTable, type Row, type SyncCounts } from './table-sync';

const ArticleLanguage = z.object({
  title: z.string().min(3).max(100),
  description: z.string().min(60).max(260),
  body: z.string().min(800),
});

/** content/articles/<slug>.json: one article in three languages, its category, author and sources. */
export const ArticleContentFile = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  category: z.string(),
  author: z.string(),
  publishedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sources: z
    .array(z.object({ title: z.string().min(3), url: z.string().regex(/^https:\/\/[^\s"<>]+$/) }))
    .min(1)
    .max(6),
  languages: z.object({ en: ArticleLanguage, de: ArticleLanguage, pl: ArticleLanguage }),
});
export type ArticleContent = z.infer<typeof ArticleContentFile>;

/** Reading speed for the read time (HOME-42 `read_time`): a calm 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read a Markdown text: its words at 200 a minute, at least one. */
export function readTimeMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#*_>`-]+/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The address our authors' accounts have: reserved (.invalid), so nobody can receive mail or sign in by it. */
export const authorEmail = (key: string) => `${key}@authors.nutrio.invalid`;

/**
 * The blog's content (issue 16 A5): categories, the authors' accounts (users without a password: they
 * cannot sign in) and the articles. A second run over the same files changes nothing.
 */
export async function importArticles(
  db: Kysely<DB>,
  paths: { contentDir: string; mediaDir: string },
): Promise<{ tables: Record<string, SyncCounts> } | undefined> {
  const { contentDir } = paths;
  const dir = join(contentDir, 'articles');
  if (!existsSync(dir)) return undefined;
  const vocabulary = readJsonFile(join(contentDir, 'shop', 'vocabulary.json'), ShopVocabularyFile);
  const categories = new Set(vocabulary.articleCategories.map((c) => c.key));
  const authors = new Map(vocabulary.articleAuthors.map((a) => [a.key, a]));
  const articles = jsonFilesIn(dir).map((file) => {
    const article = readJsonFile(file, ArticleContentFile);
    const fail = (message: string) => new DataFileError(file, 0, message);
    if (!file.endsWith(`${article.slug}.json`)) throw fail(`slug ${article.slug} differs from the file name`);
    if (!categories.has(article.category)) throw fail(`unknown category ${article.category}`);
    if (!authors.has(article.author)) throw fail(`unknown author ${article.author}`);
    return article;
  });
  for (const article of articles)
    writeIfChanged(
      join(paths.mediaDir, 'articles', `${article.slug}.svg`),
      articleCoverSvg({ key: article.slug, category: article.category, title: article.languages.en.title }),
    );

  const tables: Record<string, SyncCounts> = {};
  await db.transaction().execute(async (trx) => {
    tables.article_categories = await syncTable(
      trx,
      'article_categories',
      ['key'],
      vocabulary.articleCategories.map((c) => ({
        key: c.key,
        name_en: c.name.en,
        name_pl: c.name.pl,
        name_de: c.name.de,
      })),
    );
    const authorIds = new Map<string, number>();
    for (const author of authors.values()) {
      const email = authorEmail(author.key);
      const existing = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      const now = new Date().toISOString();
      const id =
        existing?.id ??
        (
          await trx
            .insertInto('users')
            .values({
              email,
              username: email,
              password_hash: '',
              roles: JSON.stringify(['user']),
              first_name: author.firstname,
              last_name: author.lastname,
              gender: 'unspecified',
              locale: 'en',
              email_verified_at: null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      authorIds.set(author.key, id);
    }
    const rows: Row[] = articles.map((article) => {
      const row: Row = {
        key: article.slug,
        category: article.category,
        author_id: authorIds.get(article.author)!,
        published_at: article.publishedAt,
        sources: JSON.stringify(article.sources),
      };
      for (const locale of LOCALES) {
        const text = article.languages[locale];
        Object.assign(row, {
          [`name_${locale}`]: text.title,
          [`slug_${locale}`]: slugify(text.title),
          [`sort_key_${locale}`]: sortKey(text.title, locale),
          [`description_${locale}`]: text.description,
          [`body_${locale}`]: text.body,
          [`read_time_${locale}`]: readTimeMinutes(text.body),
        });
      }
      return row;
    });
    tables.articles = await syncTable(trx, 'articles', ['key'], rows, { keep: { edited: true } });
  });
  return { tables };
}
