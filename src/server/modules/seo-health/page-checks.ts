import { Parser } from 'htmlparser2';
import { LOCALES } from '../../../core/i18n/locales';
import type { SeoProblemKind } from '../../../core/contracts/admin-seo';

/** What a scan reads of one page's HTML. */
export interface PageFacts {
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** hreflang → href, as the page names its alternates. */
  hreflang: Record<string, string>;
  /** Every `<a href>`, as written. */
  links: string[];
  imagesWithoutAlt: number;
  /** A `<script type="application/ld+json">` with content. */
  structuredData: boolean;
}

export interface PageProblem {
  kind: SeoProblemKind;
  detail: string | null;
}

export const TITLE_LENGTH = { min: 10, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;
/** The hreflang values every page names: our three languages and x-default. */
export const HREFLANGS = [...LOCALES, 'x-default'] as const;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Reads a page's title, description, canonical, hreflang links, links, images and JSON-LD (htmlparser2). */
export function readPage(html: string): PageFacts {
  const facts: PageFacts = {
    title: null,
    description: null,
    canonical: null,
    hreflang: {},
    links: [],
    imagesWithoutAlt: 0,
    structuredData: false,
  };
  let inTitle = false;
  let titleText = '';
  let svgDepth = 0;
  let inJsonLd = false;
  let jsonLdText = '';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'svg') svgDepth += 1;
        if (name === 'title' && svgDepth === 0 && facts.title === null) {
          inTitle = true;
          titleText = '';
        }
        if (name === 'meta' && attrs.name?.toLowerCase() === 'description' && facts.description === null)
          facts.description = squash(attrs.content ?? '');
        if (name === 'link') {
          const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
          if (rel.includes('canonical') && facts.canonical === null) facts.canonical = attrs.href ?? '';
          if (rel.includes('alternate') && attrs.hreflang && attrs.href)
            facts.hreflang[attrs.hreflang.toLowerCase()] = attrs.href;
        }
        if (name === 'a' && attrs.href !== undefined) facts.links.push(attrs.href);
        if (name === 'img' && attrs.alt === undefined) facts.imagesWithoutAlt += 1;
        if (name === 'script' && attrs.type?.toLowerCase() === 'application/ld+json') {
          inJsonLd = true;
          jsonLdText = '';
        }
      },
      ontext(text) {
        if (inTitle) titleText += text;
        if (inJsonLd) jsonLdText += text;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'title' && inTitle) {
          inTitle = false;
          facts.title = squash(titleText);
        }
        if (name === 'script' && inJsonLd) {
          inJsonLd = false;
          if (jsonLdText.trim() !== '') facts.structuredData = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return facts;
}

/**
 * A link's path on our own site (no fragment), or null for another origin, a `mailto:`, `tel:`, `javascript:`
 * or a bare fragment. `base` is the absolute URL of the page the link is on.
 */
export function internalPath(href: string, base: string, publicUrl: string): string | null {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== new URL(publicUrl).origin) return null;
  return `${url.pathname}${url.search}`;
}

const lengthProblem = (
  kind: SeoProblemKind,
  text: string,
  { min, max }: { min: number; max: number },
): PageProblem | null =>
  text.length < min || text.length > max ? { kind, detail: String(text.length) } : null;

/**
 * One page's own problems: title and description (presence and length), canonical (present and naming the
 * page itself), hreflang (all three languages and x-default), images without alt text, and — on detail pages —
 * structured data. Links, reciprocity and duplicates need other pages: the scan adds them.
 */
export function pageProblems(
  facts: PageFacts,
  { absoluteUrl, detailPage }: { absoluteUrl: string; detailPage: boolean },
): PageProblem[] {
  const problems: Array<PageProblem | null> = [];
  if (!facts.title) problems.push({ kind: 'titleMissing', detail: null });
  else problems.push(lengthProblem('titleLength', facts.title, TITLE_LENGTH));
  if (!facts.description) problems.push({ kind: 'descriptionMissing', detail: null });
  else problems.push(lengthProblem('descriptionLength', facts.description, DESCRIPTION_LENGTH));
  if (!facts.canonical) problems.push({ kind: 'canonicalMissing', detail: null });
  else if (!sameUrl(facts.canonical, absoluteUrl))
    problems.push({ kind: 'canonicalNotSelf', detail: facts.canonical });
  const missing = HREFLANGS.filter((lang) => !facts.hreflang[lang]);
  if (missing.length > 0) problems.push({ kind: 'hreflangMissing', detail: missing.join(', ') });
  if (facts.imagesWithoutAlt > 0)
    problems.push({ kind: 'imagesWithoutAlt', detail: String(facts.imagesWithoutAlt) });
  if (detailPage && !facts.structuredData) problems.push({ kind: 'structuredDataMissing', detail: null });
  return problems.filter((problem): problem is PageProblem => problem !== null);
}

/** Two absolute URLs name the same page (a trailing slash and a fragment aside). */
export function sameUrl(a: string, b: string): boolean {
  const norm = (value: string) => {
    try {
      const url = new URL(value);
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}`;
    } catch {
      return value;
    }
  };
  return norm(a) === norm(b);
}

/** The pages sharing a text with another page: text → the pages' URLs, for texts used more than once. */
export function duplicatesOf(
  pages: ReadonlyArray<{ url: string; text: string | null }>,
): Map<string, string[]> {
  const byText = new Map<string, string[]>();
  for (const { url, text } of pages) {
    if (!text) continue;
    const key = text.toLowerCase();
    byText.set(key, [...(byText.get(key) ?? []), url]);
  }
  return new Map([...byText].filter(([, urls]) => urls.length > 1));
}

/**
 * hreflang reciprocity: for a page naming alternates, those alternates (among the pages read) that do not name
 * it back. `named(url)` gives an alternate page's own hreflang hrefs, or undefined when it was not read.
 */
export function notReciprocal(
  absoluteUrl: string,
  hreflang: Record<string, string>,
  named: (absoluteUrl: string) => readonly string[] | undefined,
): string[] {
  const missing: string[] = [];
  for (const [lang, href] of Object.entries(hreflang)) {
    if (lang === 'x-default' || sameUrl(href, absoluteUrl)) continue;
    const back = named(href);
    if (back && !back.some((other) => sameUrl(other, absoluteUrl))) missing.push(href);
  }
  return [...new Set(missing)];
}

/** `<loc>` entries of a sitemap or sitemap index. */
export function sitemapLocs(xml: string): string[] {
  const locs: string[] = [];
  let inLoc = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'loc') {
          inLoc = true;
          text = '';
        }
      },
      ontext(chunk) {
        if (inLoc) text += chunk;
      },
      onclosetag(name) {
        if (name === 'loc' && inLoc) {
          inLoc = false;
          locs.push(text.trim());
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return locs;
}

/**
 * Picks up to `max` items fairly across groups (page kind × language): round robin, one from each group in
 * turn, each group in its own order.
 */
export function fairSample<T>(groups: ReadonlyArray<readonly T[]>, max: number): T[] {
  const picked: T[] = [];
  const queues = groups.map((group) => [...group]);
  while (picked.length < max && queues.some((queue) => queue.length > 0))
    for (const queue of queues) {
      if (picked.length >= max) break;
      const next = queue.shift();
      if (next !== undefined) picked.push(next);
    }
  return picked;
}
