import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_API_KEY, type TestApp } from '../testing/test-app';
import { registerUser } from '../testing/auth-helpers';

function appConfigOf(html: string) {
  const json = /<script type="application\/json" id="app-config">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? JSON.parse(json) : undefined;
}

describe('pages served by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('[I18N-01] / redirects to en without cookie or Accept-Language', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/');
    expect(String(res.headers.vary)).toContain('Accept-Language');
  });

  it('/ follows Accept-Language (q-values respected) and the cookie wins over it', async () => {
    expect((await get('/', { 'accept-language': 'fr-FR, de;q=0.8, pl;q=0.9' })).headers.location).toBe(
      '/pl/',
    );
    expect((await get('/', { 'accept-language': 'de-AT' })).headers.location).toBe('/de/');
    expect((await get('/', { 'accept-language': 'de', cookie: 'nutrio_locale=pl' })).headers.location).toBe(
      '/pl/',
    );
    expect((await get('/', { 'accept-language': 'de', cookie: 'nutrio_locale=xx' })).headers.location).toBe(
      '/de/',
    );
  });

  it('a slug in the wrong language redirects (301) to the canonical one, keeping the query', async () => {
    const res = await get('/de/recipes/?page=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/de/rezepte/?page=2');
    expect((await get('/en/o-danych')).headers.location).toBe('/en/about-data');
    expect((await get('/pl/about-data')).headers.location).toBe('/pl/o-danych');
    expect((await get('/en')).headers.location).toBe('/en/');
  });

  it.each([
    ['en', '/en/about-data', 'About the data – Nutrio'],
    ['de', '/de/ueber-die-daten', 'Über die Daten – Nutrio'],
    ['pl', '/pl/o-danych', 'O danych – Nutrio'],
  ])(
    '[I18N-04] %s page: lang, title, description, canonical and hreflang in the HTML',
    async (locale, path, title) => {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain(`<link rel="canonical" href="https://nutrio.test${path}" />`);
      expect(html).toContain('<link rel="alternate" hreflang="pl" href="https://nutrio.test/pl/o-danych" />');
      expect(html).toContain(
        '<link rel="alternate" hreflang="de" href="https://nutrio.test/de/ueber-die-daten" />',
      );
      expect(html).toContain(
        '<link rel="alternate" hreflang="en" href="https://nutrio.test/en/about-data" />',
      );
      expect(html).toContain(
        '<link rel="alternate" hreflang="x-default" href="https://nutrio.test/en/about-data" />',
      );
      expect(res.headers['set-cookie']).toContain(`nutrio_locale=${locale}`);
    },
  );

  it('[TOAST-07] [IMG-09] unknown page paths get the 404 page with HTTP 404, in the path locale', async () => {
    for (const [path, lang] of [
      ['/de/gibt-es-nicht', 'de'],
      ['/no-locale/here', 'en'],
      ['/pl/zdjecie-do-kcal/nie-ma', 'pl'],
    ]) {
      const res = await get(path!);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<html lang="${lang}"`);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('odd page paths never answer 500', async () => {
    for (const path of [
      '/en/recipes/%E0%A4%A',
      '/%00',
      '/en/%2e%2e/%2e%2e/etc/passwd',
      `/${'a'.repeat(3000)}`,
      '/en/?q=%%',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBeLessThan(500);
    }
    expect((await get('/en/recipes/5-%C5%BCur')).headers.location).toBe(undefined);
  });

  it('the app config in the page carries the public key, locale and guest user, safely escaped', async () => {
    const res = await get('/pl/');
    expect(appConfigOf(res.body)).toEqual({
      apiKey: TEST_API_KEY,
      locale: 'pl',
      user: null,
      csrfToken: null,
      idleTimeoutMs: 30 * 60_000,
      socialProviders: [],
      flags: { registrationDisabled: false, shopReadOnly: false },
      styleNonce: expect.stringMatching(/^[A-Za-z0-9+/=_-]{16,}$/),
      maps: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        tileAttribution: '© OpenStreetMap contributors',
        streetViewKey: null,
        geocoding: true,
      },
    });
    // Data blocks only (app config, JSON-LD): no inline script the CSP would have to allow.
    const inline = /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[^<]+<\/script>/.exec(res.body);
    expect(inline).toBeNull();
  });
});

describe('page caching (issue 13 A7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('pages carry an ETag that ignores the nonce; a matching If-None-Match gets 304 without a CSP', async () => {
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/en/recipes/', headers });
    const first = await get();
    const second = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(etag);
    // Each response has its own nonce, in its CSP and in its page.
    const nonceOf = (res: typeof first) =>
      /style-src[^;]*'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(appConfigOf(first.body).styleNonce).toBe(nonceOf(first));
    expect(appConfigOf(second.body).styleNonce).toBe(nonceOf(second));

    const revalidated = await get({ 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(revalidated.headers.etag).toBe(etag);
    expect((await get({ 'if-none-match': 'W/"another"' })).statusCode).toBe(200);
    // Another page, language or visitor is another page.
    const german = await t.app.inject({ method: 'GET', url: '/de/rezepte/' });
    expect(german.headers.etag).not.toBe(etag);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/en/no-such-page',
      headers: { 'if-none-match': etag },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('how long a page may be kept (issue 14 A4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('an indexed page is public for guests, private for a signed-in user; an account page is never stored', async () => {
    const guest = await get('/de/rezepte/');
    expect(guest.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(guest.headers.vary).toContain('Cookie');
    // Compressed, it still varies by cookie (a shared cache must not hand a guest's copy to a member).
    const compressed = await get('/de/rezepte/', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary)).toMatch(/Cookie/);
    // Pages outside the index and the 404 page: revalidated every time.
    expect((await get('/en/login')).headers['cache-control']).toBe('no-cache, private');
    expect((await get('/en/no-such-page')).headers['cache-control']).toBe('no-cache, private');
    const { cookie } = await registerUser(t.app);
    const member = await get('/de/rezepte/', { cookie });
    expect(member.headers['cache-control']).toBe('no-cache, private');
    expect(member.body).toContain('Ada');
    const account = await get('/en/account', { cookie });
    expect(account.statusCode).toBe(200);
    expect(account.headers['cache-control']).toBe('no-store');
  });

  it('the language cookie is set only when it changes (a response that sets a cookie is not shared)', async () => {
    const first = await get('/pl/przepisy/');
    expect(String(first.headers['set-cookie'])).toContain('nutrio_locale=pl');
    expect(
      (await get('/pl/przepisy/', { cookie: 'nutrio_locale=pl' })).headers['set-cookie'],
    ).toBeUndefined();
    expect(
      String((await get('/de/rezepte/', { cookie: 'nutrio_locale=pl' })).headers['set-cookie']),
    ).toContain('nutrio_locale=de');
  });
});

describe('pages when the host supplies its own key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { EXPOSE_API_KEY_IN_PAGE: 'false' } });
  });
  afterAll(() => t.close());

  it('EXPOSE_API_KEY_IN_PAGE=false leaves the key out of the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/' });
    expect(appConfigOf(res.body).apiKey).toBeNull();
    expect(res.body).not.toContain(TEST_API_KEY);
  });

  it('[PGEN-06] any other path below the personal generator redirects to its start', async () => {
    for (const [path, target] of [
      ['/en/personal-diet/whatever', '/en/personal-diet'],
      ['/pl/dieta-personalna/a/b?x=1', '/pl/dieta-personalna'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location).toBe(target);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/de/individuelle-diaet/my-diets.12.html' })).statusCode,
    ).toBe(200);
  });
});
