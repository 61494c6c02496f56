import type { EbookCard, EbookDetail, EbookLabel, Price } from '../../../../core/contracts/ebooks';
import { formatPrice } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import type { EbookLabelsTable } from '../../../db/schema';
import { markdownToSafeHtml } from '../../../lib/markdown';
import { parseList } from '../kit/labels';
import type { EbookRow } from './ebooks.repo';

type LabelRow = Omit<EbookLabelsTable, 'id' | 'filterable'> & { id: number; filterable: number };

export function presentLabel(row: LabelRow, locale: Locale): EbookLabel {
  return { id: row.id, name: row[`name_${locale}`], find: row.key, filterable: row.filterable === 1 };
}

/** B §3 price: minor units formatted for the page; the discount percent is computed, never stored. */
export function presentPrice(
  amounts: { regular_minor: number | null; final_minor: number | null; currency: string | null },
  locale: Locale,
): Price | null {
  const { regular_minor: regular, final_minor: final, currency } = amounts;
  if (regular === null || final === null || currency === null) return null;
  const hasDiscount = final < regular;
  return {
    currency,
    regular: regular / 100,
    final: final / 100,
    regularFormatted: formatPrice(regular / 100, locale, currency),
    finalFormatted: formatPrice(final / 100, locale, currency),
    hasDiscount,
    discount: hasDiscount ? Math.round(((regular - final) / regular) * 100) : 0,
  };
}

/** EBOOK-10: what a card shows, in the visitor's language; labels by key. */
export function ebookCard(row: EbookRow, locale: Locale, labels: Map<string, LabelRow>): EbookCard {
  const named = (kind: string, key: string) => {
    const label = labels.get(`${kind}:${key}`);
    return { name: label ? label[`name_${locale}`] : key, find: key };
  };
  const slug = row[`slug_${locale}`];
  return {
    id: row.id,
    slug,
    name: row[`name_${locale}`],
    description: row[`description_${locale}`],
    image: row.cover ? `/media/${row.cover}-${locale}.svg` : null,
    link: pageHref('ebookDetail', locale, { idSlug: `${row.id}-${slug}` }),
    writer: row.writer,
    categories: [named('category', row.category)],
    tags: parseList(row.tags).map((tag) => named('tag', tag)),
    price: presentPrice(row, locale),
  };
}

export function ebookDetail(
  row: EbookRow,
  locale: Locale,
  labels: Map<string, LabelRow>,
  owned: boolean,
  download: string | null,
): EbookDetail {
  return {
    ...ebookCard(row, locale, labels),
    contents: parseList(row[`contents_${locale}`]),
    sampleHtml: markdownToSafeHtml(row[`sample_${locale}`]),
    pages: row[`pages_${locale}`],
    language: locale,
    owned,
    download,
  };
}
