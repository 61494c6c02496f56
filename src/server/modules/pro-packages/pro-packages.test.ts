import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../../core/contracts/common';
import { ProPackage, ProPackagesResponse } from '../../../core/contracts/pro-packages';
import { api } from '../../../core/routes';
import { metaContent, ofType, structuredData } from '../../testing/structured-data-check';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { importProPackages, loadProPackages } from '../reference-data/pro-package-content';
import { changes } from '../reference-data/table-sync';

const auth = { authorization: `Bearer ${TEST_API_KEY}` };
/** The shop's real packages (content/pro-packages). */
const PATHS = { contentDir: 'content' };

describe.each(TEST_DIALECTS)('professional packages on %s (issue 18 A5)', (dialect) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'GET', url, headers });
  const list = async (query: string) => {
    const res = await get(`/api/professional-packages?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ProPackagesResponse.parse(res.json());
  };
  const byKey = (answer: ProPackagesResponse, key: string) => answer.packages.find((p) => p.key === key)!;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importProPackages(t.app.database.db, PATHS);
  }, 120_000);
  afterAll(async () => t.close());

  it('[HOME-20] GET api_frontend_professional_packages with the locale and the bearer key answers packages[], meta and error', async () => {
    expect(api.api_frontend_professional_packages).toMatchObject({
      method: 'GET',
      path: '/api/professional-packages',
      access: 'api-key',
    });
    const res = await get('/api/professional-packages?locale=en');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'meta', 'packages']);
    const answer = ProPackagesResponse.parse(res.json());
    expect(answer.error).toBeNull();
    expect(answer.meta).toEqual({ currency: 'USD', count: 5 });
    expect(answer.packages.map((p) => p.key)).toEqual([
      'pro-1-month',
      'pro-3-months',
      'pro-6-months',
      'pro-12-months',
      'pro-team-12-months',
    ]);
    // `_locale`, as the other catalogue calls send it, names the language too.
    expect((await list('_locale=pl')).meta).toEqual({ currency: 'PLN', count: 5 });
    expect((await list('locale=xx')).meta.currency).toBe('USD');
  });

  it('[HOME-20] an error body carries an error string: no key, a wrong key, an unknown package, a bad id', async () => {
    for (const [url, headers, status] of [
      ['/api/professional-packages?locale=en', {}, 401],
      ['/api/professional-packages?locale=en', { authorization: 'Bearer wrong-key' }, 401],
      ['/api/professional-packages/999999?locale=en', auth, 404],
      ['/api/professional-packages/abc?locale=en', auth, 400],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(status);
      const body = ErrorBody.parse(res.json());
      expect(body.error.length, url).toBeGreaterThan(0);
    }
  });

  it('[HOME-19] a package: id, title, timeFeatureShort, price{formatted}, originalPrice{formatted}, savings{label, formatted}, features[], link — in the page’s language and currency', async () => {
    const en = await list('locale=en');
    const year = byKey(en, 'pro-12-months');
    expect(year).toMatchObject({
      id: expect.any(Number),
      title: 'Pro Year',
      timeFeatureShort: '12 months',
      durationDays: 365,
      seats: 1,
      price: { formatted: '$99.99', minor: 9999, currency: 'USD' },
      originalPrice: { formatted: '$155.88', minor: 15588, currency: 'USD' },
      savings: { label: 'Save 36%', formatted: '$55.89', minor: 5589, percent: 36 },
      taxRatePercent: 0,
      link: `/en/pro-package/${year.id}-pro-year`,
    });
    expect(year.features).toHaveLength(10);
    expect(year.features[1]).toBe('AI-assisted search (alpha) across recipes, foods, exercises and articles');

    const pl = byKey(await list('locale=pl'), 'pro-12-months');
    expect(pl).toMatchObject({
      id: year.id,
      title: 'Pro Rok',
      timeFeatureShort: '12 miesięcy',
      price: { formatted: '389,99\u00a0zł', minor: 38999, currency: 'PLN' },
      originalPrice: { formatted: '599,88\u00a0zł' },
      savings: { label: 'Oszczędzasz 35%', formatted: '209,89\u00a0zł' },
      taxRatePercent: 23,
      link: `/pl/pakiet-pro/${year.id}-pro-rok`,
    });
    const de = byKey(await list('locale=de'), 'pro-12-months');
    expect(de).toMatchObject({
      title: 'Pro Jahr',
      price: { formatted: '93,99\u00a0€', currency: 'EUR' },
      savings: { label: 'Spare 35\u00a0%' },
      taxRatePercent: 19,
      link: `/de/pro-paket/${year.id}-pro-jahr`,
    });
    expect(de.features[0]).toBe('Pro-Zugang für 365 Tage ab dem Tag der Zahlung');
  });

  it('[HOME-19] the saving is computed: the monthly package saves nothing; a longer one saves against its months in monthly packages', async () => {
    for (const locale of ['en', 'de', 'pl']) {
      const answer = await list(`locale=${locale}`);
      const monthly = byKey(answer, 'pro-1-month');
      expect(monthly.savings, locale).toBeNull();
      expect(monthly.originalPrice.minor).toBe(monthly.price.minor);
      for (const pkg of answer.packages.filter((p) => p.key !== 'pro-1-month')) {
        const months = Math.round(pkg.durationDays / (365 / 12));
        expect(pkg.originalPrice.minor, pkg.key).toBe(monthly.price.minor * months * pkg.seats);
        expect(pkg.savings!.minor).toBe(pkg.originalPrice.minor - pkg.price.minor);
        expect(pkg.savings!.percent).toBe(Math.round((pkg.savings!.minor / pkg.originalPrice.minor) * 100));
        expect(pkg.savings!.percent).toBeGreaterThan(0);
      }
      // Longer packages are cheaper per account and month.
      const perMonth = answer.packages.map(
        (p) => p.price.minor / p.seats / Math.round(p.durationDays / (365 / 12)),
      );
      expect(perMonth).toEqual([...perMonth].sort((a, b) => b - a));
    }
  });

  it('one package for its page: every feature, 404 for an unknown id', async () => {
    const team = byKey(await list('locale=de'), 'pro-team-12-months');
    const res = await get(`/api/professional-packages/${team.id}?locale=de`);
    expect(res.statusCode).toBe(200);
    const detail = ProPackage.parse(res.json());
    expect(detail).toEqual(team);
    expect(detail.seats).toBe(5);
    expect(detail.features).toHaveLength(11);
  });

  it('prices land in product_prices as pro_package in three currencies with the standard VAT of a digital service', async () => {
    const rows = await t.app.database.db
      .selectFrom('product_prices')
      .select(['currency', 'tax_rate_bp'])
      .where('product_type', '=', 'pro_package')
      .execute();
    expect(rows).toHaveLength(15);
    const rates = Object.fromEntries(rows.map((row) => [row.currency, row.tax_rate_bp]));
    expect(rates).toEqual({ PLN: 2300, EUR: 1900, USD: 0 });
  });

  it('the pricing page is rendered on the server with its cards, title and hreflang alternates', async () => {
    const res = await get('/pl/pakiet-pro/', {});
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Pakiety Pro – Nutrio</title>');
    expect(res.body).toContain('hreflang="de" href="https://nutrio.test/de/pro-paket/"');
    expect(res.body).toContain('hreflang="en" href="https://nutrio.test/en/pro-package/"');
    expect(res.body.match(/data-testid="pro-package-card"/g)).toHaveLength(5);
    expect(res.body).toContain('389,99');
    // Rendered visible: the fade belongs to cards that replace the skeletons in the browser.
    expect(res.body).not.toContain('data-shown="false"');
    expect((await get('/en/pro-packages', {})).statusCode).toBe(404);
    const moved = await get('/de/pakiet-pro/', {});
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/de/pro-paket/');
  });

  it('a package’s page is rendered on the server with its head and a schema.org Product and Offer in the page’s currency', async () => {
    const year = byKey(await list('locale=de'), 'pro-12-months');
    const res = await get(year.link, {});
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Pro Jahr – Nutrio</title>');
    expect(metaContent(res.body, 'description')).toMatch(/^Ein ganzes Jahr Pro-Zugang/);
    expect(res.body).toContain(`hreflang="pl" href="https://nutrio.test/pl/pakiet-pro/${year.id}-pro-rok"`);
    expect(res.body).toContain('data-testid="pro-package-buy"');
    expect(res.body).toContain('Ein 30-minütiges Einführungsgespräch per Video mit unserem Team');
    const graph = structuredData(res.body);
    const [product] = ofType(graph, 'Product');
    expect(product).toMatchObject({
      name: 'Pro Jahr',
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: '93.99' },
    });
    const [trail] = ofType(graph, 'BreadcrumbList');
    expect(JSON.stringify(trail)).toContain('https://nutrio.test/de/pro-paket/');
    // A stale slug moves to the current one; an unknown id is the 404 page.
    const stale = await get(`/de/pro-paket/${year.id}-alt`, {});
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(`/de/pro-paket/${year.id}-pro-jahr`);
    expect((await get('/de/pro-paket/999999-nichts', {})).statusCode).toBe(404);
  });

  it('the sitemaps list the pricing page and every package’s page', async () => {
    const index = (await get('/sitemap.xml', {})).body;
    expect(index).toContain('https://nutrio.test/sitemaps/en-proPackageDetail-1.xml');
    const details = (await get('/sitemaps/en-proPackageDetail-1.xml', {})).body;
    expect(details.match(/<url>/g)).toHaveLength(5);
    expect(details).toMatch(/https:\/\/nutrio\.test\/en\/pro-package\/\d+-pro-monthly/);
    expect((await get('/sitemaps/pl-pages.xml', {})).body).toContain('https://nutrio.test/pl/pakiet-pro/');
  });

  it('a second import over the same content changes nothing', async () => {
    const report = await importProPackages(t.app.database.db, PATHS);
    for (const [table, counts] of Object.entries(report!.tables)) expect(changes(counts), table).toBe(0);
  });
});

describe('the pro packages content file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'nutrio-pro-packages-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const variant = (change: (file: { packages: Array<Record<string, unknown>> }) => void) => {
    const file = join(dir, `packages-${Math.random().toString(36).slice(2)}.json`);
    const content = JSON.parse(readFileSync('content/pro-packages/packages.json', 'utf8'));
    change(content);
    writeFileSync(file, JSON.stringify(content));
    return file;
  };

  it('holds at least five packages, each with 8–12 features in three languages', () => {
    const packages = loadProPackages('content/pro-packages/packages.json');
    expect(packages.length).toBeGreaterThanOrEqual(5);
    for (const entry of packages)
      for (const locale of ['en', 'de', 'pl'] as const) {
        expect(entry.texts[locale].features.length).toBeGreaterThanOrEqual(8);
        expect(entry.texts[locale].features.length).toBeLessThanOrEqual(12);
      }
  });

  it('refuses a regular price that is not the months in monthly packages, a final price above the regular one, and missing features', () => {
    const prices = (entry: Record<string, unknown>) =>
      entry.prices as Record<string, { regular: number; final: number }>;
    expect(() =>
      loadProPackages(
        variant((file) => {
          prices(file.packages[2]!).EUR!.regular += 100;
        }),
      ),
    ).toThrow(/pro-6-months: EUR: the regular price must be 7194/);
    expect(() =>
      loadProPackages(
        variant((file) => {
          prices(file.packages[0]!).PLN!.final = 9999;
        }),
      ),
    ).toThrow(/final price exceeds/);
    expect(() =>
      loadProPackages(
        variant((file) => {
          const texts = file.packages[4]!.texts as Record<string, { features: string[] }>;
          texts.de!.features.pop();
        }),
      ),
    ).toThrow(/different numbers of features/);
  });

  it('a missing file imports nothing', async () => {
    const empty = join(dir, 'empty-content');
    mkdirSync(empty);
    expect(await importProPackages(undefined as never, { contentDir: empty })).toBeUndefined();
  });
});
