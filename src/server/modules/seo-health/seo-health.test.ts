import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LighthouseReport,
  SeoKeywordsResponse,
  SeoScanReport,
  SeoScansResponse,
  SeoScanStarted,
} from '../../../core/contracts/admin-seo';
import { api, apiHref } from '../../../core/routes';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { buildReferenceFixture, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';
import { lighthouseScores } from './lighthouse-runner';
import { retentionCutoff } from './search-log';
import { createSeoHealthRepo } from './seo-health.repo';
import { createSeoHealthService } from './seo-health.service';
import { seoHealthSettings } from './seo-health.settings';

const LONG_NAME = 'A recipe name so long that no search engine will ever show it in full on a results page';

describe.each(TEST_DIALECTS)('search-engine health dashboard on %s (issue 24 A4)', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  let admin: SignedIn;
  let member: SignedIn;
  const adminEmail = `ada-seo-${dialect}@example.com`;
  const db = () => t.app.database.db;
  const call = (who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const report = async (id: number) => {
    const res = await call(admin, 'GET', apiHref(api.admin_seo_scan, { id }));
    expect(res.statusCode, res.body).toBe(200);
    return SeoScanReport.parse(res.json());
  };
  const finished = async (id: number) => {
    for (let i = 0; i < 600; i++) {
      const answer = await report(id);
      if (answer.scan.status === 'done' || answer.scan.status === 'failed') return answer;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error('the scan did not finish');
  };
  const startScan = async () => {
    const res = await call(admin, 'POST', api.admin_seo_scan_start.path);
    expect(res.statusCode, res.body).toBe(202);
    return SeoScanStarted.parse(res.json());
  };
  const logged = () => db().selectFrom('search_log').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { SEO_SCAN_LIGHTHOUSE: 'off', SEO_SCAN_MAX_PAGES: '24', SEO_SCAN_MAX_LINKS: '30' },
    });
    fixture = buildReferenceFixture();
    await importReferenceData(db(), fixture.paths, { search: catalogueIndexing(db(), t.app.searchProvider) });
    admin = await registerUser(t.app, { firstname: 'Ada', email: adminEmail });
    member = await registerUser(t.app, { firstname: 'Ola', email: `ola-seo-${dialect}@example.com` });
    await db()
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'admin']) })
      .where('email', '=', adminEmail)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });

  it('[SEO-03] every dashboard route refuses a guest (401) and a member who is no admin (403); no scan starts', async () => {
    const routes = [
      ['POST', api.admin_seo_scan_start.path],
      ['GET', api.admin_seo_scans.path],
      ['GET', apiHref(api.admin_seo_scan, { id: 1 })],
      ['GET', api.admin_seo_keywords.path],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(null, method, url)).statusCode, url).toBe(401);
      expect((await call(member, method, url)).statusCode, url).toBe(403);
    }
    expect(await db().selectFrom('seo_scans').selectAll().execute()).toEqual([]);
  });

  it('[SEO-02] a scan starts in the background (202, 409 while it runs), crawls our pages from the sitemap in all three languages and stores its report', async () => {
    const started = await startScan();
    expect(started.status).toBe('queued');
    const again = await call(admin, 'POST', api.admin_seo_scan_start.path);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(
      'A scan is already running. Please wait until it has finished.',
    );

    const done = await finished(started.id);
    expect(done.scan).toMatchObject({ status: 'done', startedBy: adminEmail });
    expect(done.scan.pagesDone).toBe(done.scan.pagesTotal);
    expect(done.scan.pagesTotal).toBeGreaterThanOrEqual(24);
    expect(done.scan.pagesTotal).toBeLessThanOrEqual(24);
    expect(done.previousScanId).toBeNull();
    expect(done.lighthouse).toEqual({
      available: false,
      reason: 'disabled',
      detail: 'SEO_SCAN_LIGHTHOUSE=off',
    });
    const pages = await db()
      .selectFrom('seo_scan_pages')
      .selectAll()
      .where('scan_id', '=', started.id)
      .execute();
    expect(pages).toHaveLength(done.scan.pagesTotal);
    // Fairly sampled: every language, list pages and each catalogue's detail pages.
    expect(new Set(pages.map((page) => page.locale))).toEqual(new Set(['pl', 'de', 'en']));
    expect(new Set(pages.map((page) => page.kind))).toEqual(
      expect.objectContaining({ size: expect.any(Number) as number }),
    );
    for (const kind of ['pages', 'recipeDetail', 'foodDetail', 'exerciseDetail'])
      expect(
        pages.some((page) => page.kind === kind),
        kind,
      ).toBe(true);
    expect(pages.every((page) => page.status === 200)).toBe(true);
    // Our own pages name a canonical and all their alternates, which name them back.
    for (const kind of [
      'canonicalMissing',
      'canonicalNotSelf',
      'hreflangMissing',
      'hreflangNotReciprocal',
      'httpStatus',
    ] as const)
      expect(done.scan.summary[kind], kind).toBe(0);
    // Every problem kind's pages are listed with the kind, matching the summary.
    for (const group of done.problems) expect(group.urls).toHaveLength(done.scan.summary[group.kind]);

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'seo-scan')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'seo-scan.start',
        target_id: String(started.id),
        actor_email: adminEmail,
      }),
    ]);
  });

  it('[SEO-02] a later scan is compared with the previous one: a recipe whose name grew too long is a new title problem, listed with its URL', async () => {
    const recipe = await db()
      .selectFrom('recipes')
      .select(['id', 'slug_en'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = `/en/recipes/${recipe.id}-${recipe.slug_en}`;
    const first = (await t.app.inject({ method: 'GET', url })).body;
    expect(first).not.toContain(LONG_NAME);
    const before = SeoScansResponse.parse((await call(admin, 'GET', api.admin_seo_scans.path)).json());
    await db().updateTable('recipes').set({ name_en: LONG_NAME }).where('id', '=', recipe.id).execute();

    const started = await startScan();
    const done = await finished(started.id);
    expect(done.previousScanId).toBe(before.items[0]!.id);
    const titles = done.problems.find((group) => group.kind === 'titleLength');
    expect(titles?.urls).toContainEqual({ url, detail: expect.any(String) as string });
    const change = done.comparison.find((row) => row.kind === 'titleLength')!;
    expect(change.newUrls).toContain(url);
    expect(change.now).toBe(change.before + change.newUrls.length - change.fixedUrls.length);

    const list = SeoScansResponse.parse((await call(admin, 'GET', api.admin_seo_scans.path)).json());
    expect(list).toMatchObject({ total: 2, page: 1 });
    expect(list.items.map((scan) => scan.id)).toEqual([started.id, before.items[0]!.id]);
    expect((await call(admin, 'GET', apiHref(api.admin_seo_scan, { id: 99999 }))).statusCode).toBe(404);
    expect((await call(admin, 'GET', `${api.admin_seo_scans.path}?page=0`)).statusCode).toBe(400);
  });

  it('[SEO-02] catalogue and header searches (routes registered before the dashboard part) are logged anonymised; keyword suggestions list zero-result queries first', async () => {
    await db().deleteFrom('search_log').execute();
    const search = (path: string, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: path, headers: member.headers, payload: body });
    expect(
      (await search(api.frontend_recipe_search.path, { text: '  Apples   IN butter ', _locale: 'en' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await search(api.frontend_recipe_search.path, { text: 'apples in butter', _locale: 'en' })).statusCode,
    ).toBe(200);
    expect(
      (await search(api.frontend_food_search.path, { text: 'zzqx nothing', _locale: 'de' })).statusCode,
    ).toBe(200);
    expect((await search(api.frontend_food_search.path, { text: '', _locale: 'de' })).statusCode).toBe(200);
    const header = await t.app.inject({
      method: 'GET',
      url: `${api.api_header_search.path}?locale=pl&q=Jab%C5%82ka`,
    });
    expect(header.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await logged()).toHaveLength(4), { timeout: 5000, interval: 100 });
    const rows = await logged();
    expect(rows.map(({ query, locale, source }) => ({ query, locale, source }))).toEqual([
      { query: 'apples in butter', locale: 'en', source: 'recipes' },
      { query: 'apples in butter', locale: 'en', source: 'recipes' },
      { query: 'zzqx nothing', locale: 'de', source: 'foods' },
      { query: 'jabłka', locale: 'pl', source: 'header' },
    ]);
    expect(rows[0]!.result_count).toBeGreaterThan(0);
    expect(rows[2]!.result_count).toBe(0);
    expect(rows[3]!.result_count).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'created_at',
      'id',
      'locale',
      'query',
      'result_count',
      'source',
    ]);

    const res = await call(admin, 'GET', api.admin_seo_keywords.path);
    expect(res.statusCode, res.body).toBe(200);
    const keywords = SeoKeywordsResponse.parse(res.json());
    expect(keywords.total).toBe(3);
    expect(
      keywords.items.map(({ query, locale, searches, zeroResultSearches }) => ({
        query,
        locale,
        searches,
        zeroResultSearches,
      })),
    ).toEqual([
      { query: 'zzqx nothing', locale: 'de', searches: 1, zeroResultSearches: 1 },
      { query: 'apples in butter', locale: 'en', searches: 2, zeroResultSearches: 0 },
      { query: 'jabłka', locale: 'pl', searches: 1, zeroResultSearches: 0 },
    ]);
    const polish = SeoKeywordsResponse.parse(
      (await call(admin, 'GET', `${api.admin_seo_keywords.path}?locale=pl`)).json(),
    );
    expect(polish.items.map((k) => k.query)).toEqual(['jabłka']);
    expect((await call(admin, 'GET', `${api.admin_seo_keywords.path}?locale=xx`)).statusCode).toBe(400);
  });

  it('a flood of searches is written whole, whatever its size (statements of 1,000 rows)', async () => {
    await db().deleteFrom('search_log').execute();
    const flood = Array.from({ length: 7_001 }, (_, i) => ({
      query: `query ${i}`,
      locale: 'en',
      source: 'recipes' as const,
      resultCount: i % 3,
    }));
    await createSeoHealthRepo(db()).logSearches(flood, new Date());
    expect((await logged()).length).toBe(7_001);
    await db().deleteFrom('search_log').execute();
  });

  it('old searches are pruned after the retention (90 days by default), newer ones stay', async () => {
    const at = (days: number) => new Date(Date.now() - days * 864e5).toISOString();
    await db()
      .insertInto('search_log')
      .values([
        { query: 'old', locale: 'en', source: 'foods', result_count: 1, created_at: at(91) },
        { query: 'recent', locale: 'en', source: 'foods', result_count: 1, created_at: at(89) },
      ])
      .execute();
    const days = seoHealthSettings({}).searchLogRetentionDays;
    expect(days).toBe(90);
    expect(await createSeoHealthRepo(db()).pruneSearchLog(retentionCutoff(new Date(), days))).toBe(1);
    const queries = (await logged()).map((row) => row.query);
    expect(queries).toContain('recent');
    expect(queries).not.toContain('old');
  });
});

describe('Lighthouse availability (issue 24 A4)', () => {
  it('says why there are no scores: switched off, or no Chromium at the configured path', async () => {
    expect(
      LighthouseReport.parse(
        await lighthouseScores(['https://nutrio.test/en/'], {
          enabled: false,
          chromiumPath: '/usr/bin/chromium',
        }),
      ),
    ).toEqual({ available: false, reason: 'disabled', detail: 'SEO_SCAN_LIGHTHOUSE=off' });
    expect(
      await lighthouseScores(['https://nutrio.test/en/'], {
        enabled: true,
        chromiumPath: '/nowhere/chromium',
      }),
    ).toEqual({ available: false, reason: 'chromiumMissing', detail: '/nowhere/chromium' });
  });
});

/** A crafted little site: the scanner reads it through `fetchPage` as it reads ours through `app.inject`. */
const SITE = 'https://nutrio.test';
const head = (path: string, title: string, alternates: Record<string, string>) =>
  `<title>${title}</title><meta name="description" content="A description long enough for search engines to show it in full, ${path}.">` +
  `<link rel="canonical" href="${SITE}${path}">` +
  Object.entries(alternates)
    .map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${SITE}${href}">`)
    .join('');
const trio = (slug: string) => ({
  pl: `/pl/${slug}`,
  de: `/de/${slug}`,
  en: `/en/${slug}`,
  'x-default': `/en/${slug}`,
});
function craftedSite(broken: boolean): Record<string, string> {
  const html = (path: string, title: string, alternates: Record<string, string>, body = '') =>
    `<!doctype html><html><head>${head(path, title, alternates)}</head><body>${body}</body></html>`;
  const sitemap = (locale: string) =>
    `<urlset><url><loc>${SITE}/${locale}/a</loc></url>${locale === 'en' ? `<url><loc>${SITE}/en/b</loc></url>` : ''}</urlset>`;
  return {
    '/sitemap.xml': `<sitemapindex>${['pl', 'de', 'en'].map((l) => `<sitemap><loc>${SITE}/sitemaps/${l}-pages.xml</loc></sitemap>`).join('')}</sitemapindex>`,
    '/sitemaps/pl-pages.xml': sitemap('pl'),
    '/sitemaps/de-pages.xml': sitemap('de'),
    '/sitemaps/en-pages.xml': sitemap('en'),
    '/pl/a': html(
      '/pl/a',
      'Strona A – Nutrio',
      trio('a'),
      `<a href="/pl/${broken ? 'gone' : 'a'}">x</a><a href="https://example.com/">y</a>`,
    ),
    // The German page names a different English page: not reciprocal.
    '/de/a': html('/de/a', 'Seite A – Nutrio', { ...trio('a'), en: '/en/c' }),
    '/en/a': html('/en/a', 'Page A – Nutrio', trio('a')),
    // Same title as /en/a, and no title at all on its alternates, which only hreflang reaches.
    '/en/b': html('/en/b', 'Page A – Nutrio', trio('b')),
    '/pl/b': '<!doctype html><html><head></head><body></body></html>',
    '/de/b': html('/de/b', 'Seite B – Nutrio', trio('b')),
    '/en/c': html('/en/c', 'Page C – Nutrio', trio('c')),
  };
}

describe.each(TEST_DIALECTS)('the scanner on a crafted site on %s (issue 24 A4)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const scanOf = async (site: Record<string, string>, maxPages: number) => {
    const repo = createSeoHealthRepo(t.app.database.db);
    const fetched: string[] = [];
    const service = createSeoHealthService({
      repo,
      publicUrl: SITE,
      maxPages,
      maxLinks: 10,
      lighthousePages: 2,
      lighthouse: async (urls) => ({
        available: true,
        results: urls.map((url) => ({
          url,
          performance: 90,
          accessibility: 100,
          bestPractices: 95,
          seo: 100,
        })),
      }),
      fetchPage: async (path) => {
        fetched.push(path);
        const body = site[path];
        return body === undefined
          ? { status: 404, body: 'Not found', html: false }
          : { status: 200, body, html: !path.endsWith('.xml') };
      },
      log: { error: () => {} },
    });
    const { id } = await service.start({ id: 1, email: 'ada@example.com' });
    await expect(service.start({ id: 1, email: 'ada@example.com' })).rejects.toMatchObject({
      statusCode: 409,
    });
    await vi.waitFor(async () => expect((await service.report(id)).scan.status).toBe('done'), {
      timeout: 10_000,
    });
    return { report: await service.report(id), fetched };
  };

  it('[SEO-02] reports broken links, a missing title, hreflang not named back and duplicate titles, reads alternates within the cap, and compares with the previous scan', async () => {
    const { report: first, fetched } = await scanOf(craftedSite(true), 6);
    const urlsOf = (kind: string) => first.problems.find((group) => group.kind === kind)?.urls ?? [];
    // Four pages from the sitemap, fairly across the three languages, then two alternates (the cap: 6).
    expect(first.scan.pagesTotal).toBe(6);
    expect(fetched.filter((path) => !path.endsWith('.xml')).slice(0, 4)).toEqual([
      '/pl/a',
      '/de/a',
      '/en/a',
      '/en/b',
    ]);
    expect(urlsOf('brokenLinks')).toEqual([{ url: '/pl/a', detail: '/pl/gone' }]);
    expect(urlsOf('titleMissing').map((u) => u.url)).toEqual(['/pl/b']);
    expect(urlsOf('hreflangNotReciprocal').map((u) => u.url)).toEqual(expect.arrayContaining(['/de/a']));
    expect(urlsOf('titleDuplicate')).toEqual([
      { url: '/en/a', detail: '/en/b' },
      { url: '/en/b', detail: '/en/a' },
    ]);
    // Alternates in the order the pages name them: /en/c (named by /de/a), /pl/b; then the cap is reached.
    expect(fetched).toEqual(expect.arrayContaining(['/en/c', '/pl/b']));
    expect(fetched).not.toContain('/de/b');
    // Lighthouse's sample spreads over the page kinds: a sitemap page, then an alternate.
    expect(first.lighthouse).toEqual({
      available: true,
      results: [
        expect.objectContaining({ url: `${SITE}/pl/a`, performance: 90 }),
        expect.objectContaining({ url: `${SITE}/en/c` }),
      ],
    });

    const { report: second } = await scanOf(craftedSite(false), 6);
    expect(second.previousScanId).toBe(first.scan.id);
    expect(second.comparison.find((row) => row.kind === 'brokenLinks')).toEqual({
      kind: 'brokenLinks',
      before: 1,
      now: 0,
      newUrls: [],
      fixedUrls: ['/pl/a'],
    });
    expect(second.scan.summary.brokenLinks).toBe(0);
  });
});
