import type { FastifyInstance } from 'fastify';
import { isLocale } from '../../../core/i18n/locales';
import type { SearchLogSource } from '../../../core/contracts/admin-seo';
import { api } from '../../../core/routes';

/** Logged searches are written together this often, or as soon as this many wait. */
export const SEARCH_LOG_FLUSH_MS = 1000;
export const SEARCH_LOG_BATCH_MAX = 1000;

/** The longest query the log keeps. */
export const SEARCH_LOG_QUERY_MAX = 100;

/** A query as the log keeps it: trimmed, lower-cased, runs of white space as one space, at most 100 characters. */
export function normaliseQuery(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, SEARCH_LOG_QUERY_MAX).trim();
}

const DAY_MS = 24 * 60 * 60_000;

/** Searches logged before this moment are pruned. */
export const retentionCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

export interface SearchLogEntry {
  query: string;
  locale: string;
  source: SearchLogSource;
  resultCount: number;
}

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};
/**
 * A catalogue page's `total`, read without parsing the page (the search answers are the hottest path the log
 * watches): the page is `{ items, total, perPage, page, totalPages, hasMore }`, so the last `"total":` is its own
 * — one inside an item comes before it.
 */
const totalOf = (payload: string | Buffer) => {
  const at = payload.lastIndexOf('"total":');
  if (at < 0) return 0;
  // The catalogue searches write their answers as UTF-8 bytes (http/written-once.ts); a digit is one byte.
  const after =
    typeof payload === 'string'
      ? payload.slice(at + 8, at + 24)
      : payload.toString('latin1', at + 8, at + 24);
  return Number(/^\d+/.exec(after)?.[0] ?? 0);
};
const groupItemsOf = (payload: string | Buffer) => {
  let answer: Fields;
  try {
    answer = fieldsOf(JSON.parse(payload.toString()));
  } catch {
    return 0;
  }
  return Array.isArray(answer.groups)
    ? answer.groups.reduce<number>((sum, group) => {
        const items = fieldsOf(group).items;
        return sum + (Array.isArray(items) ? items.length : 0);
      }, 0)
    : 0;
};

/** The logged searches: the registry's path and method, where the text and locale are, how results are counted. */
const LOGGED = [
  {
    route: api.frontend_recipe_search,
    source: 'recipes',
    from: 'body',
    text: 'text',
    locale: '_locale',
    count: totalOf,
  },
  {
    route: api.frontend_food_search,
    source: 'foods',
    from: 'body',
    text: 'text',
    locale: '_locale',
    count: totalOf,
  },
  {
    route: api.frontend_exercise_search,
    source: 'exercises',
    from: 'body',
    text: 'text',
    locale: '_locale',
    count: totalOf,
  },
  {
    route: api.frontend_ebook_search,
    source: 'ebooks',
    from: 'body',
    text: 'text',
    locale: '_locale',
    count: totalOf,
  },
  {
    route: api.api_header_search,
    source: 'header',
    from: 'query',
    text: 'q',
    locale: 'locale',
    count: groupItemsOf,
  },
] as const;

/** The search a request ran, or null when it is none of ours, failed, or had no text. */
export function searchOf(
  request: { method: string; url: string | undefined; body: unknown; query: unknown },
  statusCode: number,
  payload: unknown,
): SearchLogEntry | null {
  if (statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return null;
  const logged = LOGGED.find((l) => l.route.path === request.url && l.route.method === request.method);
  if (!logged) return null;
  const input = fieldsOf(logged.from === 'body' ? request.body : request.query);
  const text = input[logged.text];
  const query = typeof text === 'string' ? normaliseQuery(text) : '';
  if (query === '') return null;
  const locale = input[logged.locale];
  return {
    query,
    locale: typeof locale === 'string' && isLocale(locale) ? locale : 'en',
    source: logged.source,
    resultCount: logged.count(payload),
  };
}

/**
 * Records the catalogue searches and the header search (issue 24 A4) without touching their modules: a root
 * `onSend` hook (it applies to routes registered before it too) reads the validated text and the answer's
 * total, and hands the entry to `record`, which writes in the background — the answer is never delayed.
 */
export function addSearchLogHook(app: FastifyInstance, record: (entry: SearchLogEntry) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      const entry = searchOf(
        { method: request.method, url: request.routeOptions.url, body: request.body, query: request.query },
        reply.statusCode,
        payload,
      );
      if (entry) record(entry);
    } catch (error) {
      request.log.warn({ err: error }, 'search log: the search could not be read');
    }
    return payload;
  });
}
