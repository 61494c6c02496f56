import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../../core/i18n/locales';
import { sortKey } from '../../../core/text/sort-key';
import type { DB } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { jsonFilesIn, readJsonFile } from './content-files';
import { ebookCoverSvg } from './ebook-cover';
import { writeEbookPdf } from './ebook-pdf';
import { slugify } from './food-rules';
import { DataFileError } from './sr28';
import { editedIds, syncTable, type Row, type SyncCounts } from './table-sync';

const Named = z.object({ en: z.string().min(1), de: z.string().min(1), pl: z.string().min(1) });
const VocabularyEntry = z.object({ key: z.string().regex(/^[a-z0-9-]+$/), name: Named });

/** content/shop/vocabulary.json: the shop's categories and tags in three languages. */
export const ShopVocabularyFile = z.object({
  ebookCategories: z.array(VocabularyEntry).min(1),
  ebookTags: z.array(VocabularyEntry).min(1),
  articleCategories: z.array(VocabularyEntry),
  articleAuthors: z.array(
    z.object({ key: z.string(), firstname: z.string(), lastname: z.string(), role: Named }),
  ),
  dietTemplateCategories: z.array(VocabularyEntry),
  dietTemplateTags: z.array(VocabularyEntry),
  dietTemplateGoals: z.array(VocabularyEntry),
});
export type ShopVocabulary = z.infer<typeof ShopVocabularyFile>;

const EbookLanguage = z.object({
  title: z.string().min(3).max(100),
  description: z.string().min(80).max(700),
  chapters: z
    .array(z.object({ title: z.string().min(2).max(120), body: z.string().min(400) }))
    .min(3)
    .max(8),
});

/** content/ebooks/<slug>.json: one e-book, written in all three languages. */
export const EbookContentFile = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  writer: z.string().min(3).max(80),
  category: z.string(),
  tags: z.array(z.string()).min(1).max(6),
  languages: z.object({ en: EbookLanguage, de: EbookLanguage, pl: EbookLanguage }),
});
export type EbookContent = z.infer<typeof EbookContentFile>;

const Amount = z.object({ regular: z.number().int().positive(), final: z.number().int().positive() });
/** content/ebooks/prices.json: each e-book's price per currency in minor units (regular, and final). */
export const EbookPricesFile = z.record(z.string(), z.object({ PLN: Amount, EUR: Amount, USD: Amount }));

/**
 * Tax rates of e-books in the shop's currencies, in basis points: Poland 5 % VAT, Germany 7 % (the reduced
 * rate for e-books), the USD price is shown without sales tax (it depends on the state).
 */
export const EBOOK_TAX_RATE_BP = { PLN: 500, EUR: 700, USD: 0 } as const;

/** Changes when the PDFs' layout changes, so every book is written again. */
const PDF_LAYOUT_VERSION = 1;

export interface EbookImportPaths {
  contentDir: string;
  mediaDir: string;
  /** Private files (PDFs): served only through the download route, never under /media. */
  filesDir: string;
}

export const ebookFileKey = (key: string, locale: Locale, hash: string) =>
  `ebooks/${key}-${locale}-${hash}.pdf`;
export const ebookCoverPath = (cover: string, locale: Locale) => `${cover}-${locale}.svg`;

/** The e-books of content/ebooks, checked against the shop's vocabulary and prices. */
export function loadEbooks(contentDir: string) {
  const vocabulary = readJsonFile(join(contentDir, 'shop', 'vocabulary.json'), ShopVocabularyFile);
  const pricesFile = join(contentDir, 'ebooks', 'prices.json');
  const prices = readJsonFile(pricesFile, EbookPricesFile);
  const categories = new Set(vocabulary.ebookCategories.map((c) => c.key));
  const tags = new Set(vocabulary.ebookTags.map((t) => t.key));
  const books = jsonFilesIn(join(contentDir, 'ebooks'))
    .filter((file) => !file.endsWith('prices.json'))
    .map((file) => {
      const book = readJsonFile(file, EbookContentFile);
      const fail = (message: string) => new DataFileError(file, 0, message);
      if (!file.endsWith(`${book.slug}.json`)) throw fail(`slug ${book.slug} differs from the file name`);
      if (!categories.has(book.category)) throw fail(`unknown category ${book.category}`);
      const unknownTag = book.tags.find((tag) => !tags.has(tag));
      if (unknownTag) throw fail(`unknown tag ${unknownTag}`);
      const chapters = LOCALES.map((locale) => book.languages[locale].chapters.length);
      if (new Set(chapters).size !== 1) throw fail('the languages have different numbers of chapters');
      const price = prices[book.slug];
      if (!price) throw fail(`no price in ${pricesFile}`);
      for (const [currency, amount] of Object.entries(price))
        if (amount.final > amount.regular) throw fail(`${currency}: the final price exceeds the regular one`);
      return { book, price };
    });
  return { vocabulary, books };
}

/** A hash of what a PDF is made of: the same text writes the same file name, so a re-run writes nothing. */
function contentHash(book: EbookContent, locale: Locale): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: PDF_LAYOUT_VERSION, writer: book.writer, text: book.languages[locale] }))
    .digest('hex')
    .slice(0, 12);
}

/** Pages of a PDF pdfkit wrote (each page object names its type once). */
const pagesOf = (file: string) => (readFileSync(file, 'latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** Writes what is missing: each language's cover (SVG) and PDF; the PDFs' page counts by language. */
async function writeEbookFiles(book: EbookContent, paths: EbookImportPaths) {
  const files = {} as Record<Locale, { key: string; pages: number }>;
  for (const locale of LOCALES) {
    const text = book.languages[locale];
    const cover = join(paths.mediaDir, ebookCoverPath(`ebooks/${book.slug}`, locale));
    const svg = ebookCoverSvg({
      key: book.slug,
      category: book.category,
      title: text.title,
      writer: book.writer,
    });
    if (!existsSync(cover) || readFileSync(cover, 'utf8') !== svg) {
      mkdirSync(dirname(cover), { recursive: true });
      writeFileSync(cover, svg);
    }
    const key = ebookFileKey(book.slug, locale, contentHash(book, locale));
    const file = join(paths.filesDir, key);
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      const t = translatorFor(locale);
      // Written aside and renamed: an import running beside this one never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeEbookPdf(
        partial,
        {
          title: text.title,
          writer: book.writer,
          description: text.description,
          chapters: text.chapters,
          labels: {
            contents: t('shop:pdf.contents'),
            chapter: t('shop:pdf.chapter'),
            publisher: t('shop:pdf.publisher'),
          },
        },
        locale,
      );
      renameSync(partial, file);
    }
    files[locale] = { key, pages: pagesOf(file) };
  }
  return files;
}

/**
 * The e-book shop's content (issue 16): labels, e-books with their files, prices. Files are written first
 * (outside the transaction, only what is missing); the rows then change in one transaction, and a second
 * run over the same files changes nothing.
 */
export async function importEbooks(
  db: Kysely<DB>,
  paths: EbookImportPaths,
): Promise<{ tables: Record<string, SyncCounts> } | undefined> {
  if (!existsSync(join(paths.contentDir, 'ebooks', 'prices.json'))) return undefined;
  const { vocabulary, books } = loadEbooks(paths.contentDir);
  const rows: Row[] = [];
  for (const { book } of books) {
    const files = await writeEbookFiles(book, paths);
    const row: Row = {
      key: book.slug,
      writer: book.writer,
      category: book.category,
      tags: JSON.stringify(book.tags),
      cover: `ebooks/${book.slug}`,
    };
    for (const locale of LOCALES) {
      const text = book.languages[locale];
      Object.assign(row, {
        [`name_${locale}`]: text.title,
        [`slug_${locale}`]: slugify(text.title),
        [`sort_key_${locale}`]: sortKey(text.title, locale),
        [`description_${locale}`]: text.description,
        [`contents_${locale}`]: JSON.stringify(text.chapters.map((chapter) => chapter.title)),
        [`sample_${locale}`]: text.chapters[0]!.body,
        [`pages_${locale}`]: files[locale].pages,
        [`file_${locale}`]: files[locale].key,
      });
    }
    rows.push(row);
  }
  const labelRows = (kind: string, entries: ShopVocabulary['ebookCategories']): Row[] =>
    entries.map((entry) => ({
      kind,
      key: entry.key,
      filterable: 1,
      name_en: entry.name.en,
      name_pl: entry.name.pl,
      name_de: entry.name.de,
    }));
  const tables: Record<string, SyncCounts> = {};
  await db.transaction().execute(async (trx) => {
    tables.ebook_labels = await syncTable(
      trx,
      'ebook_labels',
      ['kind', 'key'],
      [...labelRows('category', vocabulary.ebookCategories), ...labelRows('tag', vocabulary.ebookTags)],
    );
    tables.ebooks = await syncTable(trx, 'ebooks', ['key'], rows, {
      insertOnly: { created_at: new Date().toISOString() },
      keep: { edited: true },
    });
    const ids = new Map(
      (await trx.selectFrom('ebooks').select(['id', 'key']).execute()).map((r) => [r.key, r.id]),
    );
    tables.product_prices = await syncTable(
      trx,
      'product_prices',
      ['product_type', 'product_id', 'currency'],
      books.flatMap(({ book, price }) =>
        (['PLN', 'EUR', 'USD'] as const).map((currency) => ({
          product_type: 'ebook',
          product_id: ids.get(book.slug)!,
          currency,
          regular_minor: price[currency].regular,
          final_minor: price[currency].final,
          tax_rate_bp: EBOOK_TAX_RATE_BP[currency],
        })),
      ),
      {
        hasId: false,
        scope: { product_type: 'ebook' },
        keep: { parents: { column: 'product_id', ids: await editedIds(trx, 'ebooks') } },
      },
    );
  });
  return { tables };
}
