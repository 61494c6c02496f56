import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A web build as Vite and the precompress plugin leave it: index.html, a hashed asset and its siblings. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nutrio-dist-'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('nutrio '.repeat(400))});\n`;
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), script);
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // An older build's copy: the server writes robots.txt itself, and must start with it there.
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>Nutrio</title></head><body><div id="root"></div>${'<!-- filler -->'.repeat(200)}</body></html>`,
  );
  return dir;
}

describe('compression and caching headers (issue 13 A7)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp('sqlite', { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('hashed assets are immutable for a year and sent precompressed: brotli, else gzip, else as they are', async () => {
    const url = '/assets/index-AbC123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('nutrio nutrio');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('nutrio nutrio');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('files without a hash in their name are cached for an hour only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Sitemap: ');
  });

  it('pages and JSON answers are compressed per request when the browser accepts it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/en/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>');
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.rawPayload).toString())).toBeTruthy();
  });

  it('a compressed request body is refused, never unpacked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@example.com', language: 'en' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
