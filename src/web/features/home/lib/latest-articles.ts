import type { Locale } from '../../../../core/i18n/locales';
import { LATEST_ARTICLES_DEFAULT, LATEST_ARTICLES_MAX } from '../../../../core/contracts/articles';
import { cutAtWord } from '../../../../core/text/cut-at-word';

/** HOME-46: descriptions are plain text of at most 240 characters. */
export const ARTICLE_DESCRIPTION_MAX = 240;

/** An article as the latest-articles block shows it (HOME-40, HOME-42). */
export interface LatestArticle {
  id: number;
  name: string;
  description: string;
  image: string | null;
  href: string | null;
  author: string | null;
  date: string | null;
  readTime: number | null;
  category: string | null;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** HOME-45: a limit that is not a number gives 3; otherwise it is floored and held within 1–12. */
export function articlesLimit(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return LATEST_ARTICLES_DEFAULT;
  return Math.min(LATEST_ARTICLES_MAX, Math.max(1, Math.floor(n)));
}

/** HOME-43: `name_<locale>` (or `description_<locale>`) wins, the plain field is the fallback. */
function localized(item: Loose, field: string, locale: Locale): string | null {
  return text(item[`${field}_${locale}`]) ?? text(item[field]);
}

/** HOME-46: tags stripped (and the entities they leave), whitespace folded, cut at a word before 240. */
export function plainDescription(html: string, max = ARTICLE_DESCRIPTION_MAX): string {
  const plain = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return cutAtWord(plain, max);
}

/** HOME-47: the answer is an array, or an array under `articles`, `data` or `items`. */
function entriesOf(payload: unknown): unknown[] {
  if (Array.isArray(payload)) return payload;
  if (isObject(payload))
    for (const key of ['articles', 'data', 'items'])
      if (Array.isArray(payload[key])) return payload[key] as unknown[];
  return [];
}

/**
 * The latest articles of an answer (HOME-42..47): entries without a numeric id or a name are dropped
 * (HOME-44); the writer's full name (or first and last name) or `author`; the first category.
 */
export function normalizeArticles(payload: unknown, locale: Locale, limit: number): LatestArticle[] {
  const articles: LatestArticle[] = [];
  for (const entry of entriesOf(payload)) {
    if (!isObject(entry)) continue;
    const id =
      typeof entry.id === 'number' ? entry.id : typeof entry.id === 'string' ? Number(entry.id) : NaN;
    const name = localized(entry, 'name', locale);
    if (!Number.isInteger(id) || !name) continue;
    const writer = isObject(entry.writer) ? entry.writer : null;
    const author =
      (writer &&
        (text(writer.fullname) ??
          ([text(writer.firstname), text(writer.lastname)].filter(Boolean).join(' ') || null))) ??
      text(entry.author);
    const categories = Array.isArray(entry.categories)
      ? entry.categories
      : isObject(entry.category)
        ? [entry.category]
        : [];
    const first = categories.find(isObject);
    const formatted = isObject(entry.created_at_formatted) ? text(entry.created_at_formatted.text) : null;
    articles.push({
      id,
      name,
      description: plainDescription(localized(entry, 'description', locale) ?? ''),
      image: text(entry.image),
      href: text(entry.href),
      author,
      date: formatted,
      readTime:
        typeof entry.read_time === 'number' && entry.read_time > 0 ? Math.round(entry.read_time) : null,
      category: first ? localized(first, 'name', locale) : null,
    });
    if (articles.length >= limit) break;
  }
  return articles;
}
