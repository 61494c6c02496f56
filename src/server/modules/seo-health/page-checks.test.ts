import { describe, expect, it } from 'vitest';
import {
  duplicatesOf,
  fairSample,
  internalPath,
  notReciprocal,
  pageProblems,
  readPage,
  sitemapLocs,
} from './page-checks';
import { comparisonOf, problemGroups, summaryOf } from './scan-report';
import { normaliseQuery, searchOf } from './search-log';

const SITE = 'https://nutrio.test';
const alternates = (path: string) =>
  ['pl', 'de', 'en', 'x-default']
    .map(
      (lang) =>
        `<link rel="alternate" hreflang="${lang}" href="${SITE}/${lang === 'x-default' ? 'en' : lang}${path}">`,
    )
    .join('');
const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const GOOD_HEAD =
  '<title>Apples in butter – recipe | Nutrio</title>' +
  '<meta name="description" content="Apples fried in butter: a quick dessert with two ingredients, ready in fifteen minutes.">' +
  `<link rel="canonical" href="${SITE}/en/recipes/1-apples">` +
  alternates('/recipes/1-apples') +
  '<script type="application/ld+json">{"@type":"Recipe"}</script>';

describe('page checks (issue 24 A4)', () => {
  it('reads title, description, canonical, hreflang, links, images without alt and JSON-LD; a sound page has no problem', () => {
    const facts = readPage(
      page(
        GOOD_HEAD,
        '<svg><title>icon</title></svg><a href="/en/foods/">Foods</a><a href="#top">Top</a><img src="a.jpg" alt=""><img src="b.jpg">',
      ),
    );
    expect(facts).toMatchObject({
      title: 'Apples in butter – recipe | Nutrio',
      canonical: `${SITE}/en/recipes/1-apples`,
      links: ['/en/foods/', '#top'],
      imagesWithoutAlt: 1,
      structuredData: true,
    });
    expect(Object.keys(facts.hreflang)).toEqual(['pl', 'de', 'en', 'x-default']);
    const sound = readPage(page(GOOD_HEAD));
    expect(pageProblems(sound, { absoluteUrl: `${SITE}/en/recipes/1-apples`, detailPage: true })).toEqual([]);
  });

  it('reports a missing title, description, canonical, hreflang and structured data, and lengths out of range', () => {
    const bare = readPage(page('', '<img src="x.png">'));
    expect(
      pageProblems(bare, { absoluteUrl: `${SITE}/en/recipes/1-apples`, detailPage: true }).map((p) => p.kind),
    ).toEqual([
      'titleMissing',
      'descriptionMissing',
      'canonicalMissing',
      'hreflangMissing',
      'imagesWithoutAlt',
      'structuredDataMissing',
    ]);
    const odd = readPage(
      page(
        `<title>Short</title><meta name="description" content="Too short."><link rel="canonical" href="${SITE}/en/">` +
          alternates('/'),
      ),
    );
    expect(pageProblems(odd, { absoluteUrl: `${SITE}/en/recipes/`, detailPage: false })).toEqual([
      { kind: 'titleLength', detail: '5' },
      { kind: 'descriptionLength', detail: '10' },
      { kind: 'canonicalNotSelf', detail: `${SITE}/en/` },
    ]);
    const long = readPage(page(`<title>${'x'.repeat(61)}</title>`));
    expect(long.title).toHaveLength(61);
    expect(pageProblems(long, { absoluteUrl: SITE, detailPage: false })[0]).toEqual({
      kind: 'titleLength',
      detail: '61',
    });
  });

  it('keeps only links to our own origin as paths', () => {
    const base = `${SITE}/en/recipes/`;
    expect(internalPath('/en/foods/?page=2#x', base, SITE)).toBe('/en/foods/?page=2');
    expect(internalPath('1-apples', base, SITE)).toBe('/en/recipes/1-apples');
    expect(internalPath(`${SITE}/de/`, base, SITE)).toBe('/de/');
    for (const other of ['https://example.com/', 'mailto:a@b.c', 'tel:123', 'javascript:void(0)', '#top', ''])
      expect(internalPath(other, base, SITE), other).toBeNull();
  });

  it('finds alternates that do not name the page back, and texts that pages share', () => {
    const named = new Map<string, string[]>([
      [`${SITE}/pl/a`, [`${SITE}/pl/a`, `${SITE}/en/a`]],
      [`${SITE}/de/a`, [`${SITE}/de/a`, `${SITE}/en/other`]],
    ]);
    expect(
      notReciprocal(
        `${SITE}/en/a`,
        { pl: `${SITE}/pl/a`, de: `${SITE}/de/a`, en: `${SITE}/en/a`, 'x-default': `${SITE}/en/a` },
        (url) => named.get(url),
      ),
    ).toEqual([`${SITE}/de/a`]);
    expect(
      duplicatesOf([
        { url: '/a', text: 'Nutrio' },
        { url: '/b', text: 'nutrio' },
        { url: '/c', text: 'Other' },
        { url: '/d', text: null },
      ]),
    ).toEqual(new Map([['nutrio', ['/a', '/b']]]));
  });

  it('reads sitemap locs and samples fairly across groups', () => {
    expect(
      sitemapLocs(
        '<?xml version="1.0"?><urlset><url><loc> https://nutrio.test/en/?a=1&amp;b=2 </loc></url><url><loc>https://nutrio.test/de/</loc></url></urlset>',
      ),
    ).toEqual(['https://nutrio.test/en/?a=1&b=2', 'https://nutrio.test/de/']);
    expect(fairSample([['a1', 'a2', 'a3', 'a4'], ['b1'], ['c1', 'c2']], 5)).toEqual([
      'a1',
      'b1',
      'c1',
      'a2',
      'c2',
    ]);
    expect(fairSample([['a1'], []], 5)).toEqual(['a1']);
  });

  it('summarises, groups and compares problems with the previous scan', () => {
    const before = [
      { url: '/a', problems: [{ kind: 'titleMissing' as const, detail: null }] },
      { url: '/b', problems: [{ kind: 'titleMissing' as const, detail: null }] },
    ];
    const now = [
      { url: '/b', problems: [{ kind: 'titleMissing' as const, detail: null }] },
      {
        url: '/c',
        problems: [
          { kind: 'brokenLinks' as const, detail: '/gone' },
          { kind: 'titleMissing' as const, detail: null },
        ],
      },
    ];
    expect(summaryOf(now)).toMatchObject({ titleMissing: 2, brokenLinks: 1, titleLength: 0 });
    expect(problemGroups(now)).toEqual([
      {
        kind: 'titleMissing',
        urls: [
          { url: '/b', detail: null },
          { url: '/c', detail: null },
        ],
      },
      { kind: 'brokenLinks', urls: [{ url: '/c', detail: '/gone' }] },
    ]);
    const compared = comparisonOf(now, before);
    expect(compared.find((row) => row.kind === 'titleMissing')).toEqual({
      kind: 'titleMissing',
      before: 2,
      now: 2,
      newUrls: ['/c'],
      fixedUrls: ['/a'],
    });
    expect(comparisonOf(now, null).find((row) => row.kind === 'brokenLinks')).toMatchObject({
      before: 0,
      now: 1,
      newUrls: ['/c'],
    });
  });
});

describe('search log (issue 24 A4)', () => {
  it('normalises queries: trimmed, lower case, one space, at most 100 characters', () => {
    expect(normaliseQuery('  Apples \t  IN\nButter ')).toBe('apples in butter');
    expect(normaliseQuery('x'.repeat(150))).toHaveLength(100);
    expect(normaliseQuery('   ')).toBe('');
  });

  it('reads a search from the validated request and the answer; other routes, failures and empty queries are not searches', () => {
    const recipes = {
      method: 'POST',
      url: '/api/recipes/search',
      body: { text: 'Apples', _locale: 'de' },
      query: {},
    };
    expect(searchOf(recipes, 200, JSON.stringify({ total: 7, items: [] }))).toEqual({
      query: 'apples',
      locale: 'de',
      source: 'recipes',
      resultCount: 7,
    });
    // The catalogue searches write UTF-8 bytes: the page's own total, after an item's, behind two-byte letters.
    const bytes = Buffer.from(JSON.stringify({ items: [{ name: 'Żurek łódzki', total: 3 }], total: 12 }));
    expect(searchOf(recipes, 200, bytes)?.resultCount).toBe(12);
    expect(searchOf(recipes, 400, '{}')).toBeNull();
    expect(searchOf({ ...recipes, body: { text: '  ', _locale: 'de' } }, 200, '{"total":0}')).toBeNull();
    expect(searchOf({ ...recipes, url: '/api/recipes/filters' }, 200, '{"total":0}')).toBeNull();
    const header = {
      method: 'GET',
      url: '/api/header/search',
      body: undefined,
      query: { q: 'Kasza', locale: 'pl' },
    };
    expect(
      searchOf(header, 200, JSON.stringify({ groups: [{ items: [{}, {}] }, { items: [{}] }] })),
    ).toMatchObject({ query: 'kasza', locale: 'pl', source: 'header', resultCount: 3 });
  });
});
