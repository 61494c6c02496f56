import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';

const URL = '/api/diets/images';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

describe.each(TEST_DIALECTS)('day photos (POST /api/diets/images) on %s', (dialect) => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await registerUser(t.app);
  });
  afterAll(async () => t.close());

  const upload = (payload: Buffer, contentType: string, headers: Record<string, string> = user.headers, query = '') =>
    t.app.inject({ method: 'POST', url: `${URL}${query}`, payload, headers: { ...headers, 'content-type': contentType } });

  it('[EDIT-07] a real PNG is stored as WebP under VAR_DIR/media/diet-images and served at its URL', async () => {
    const res = await upload(await png(40, 30), 'image/png');
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/diet-images\/[0-9a-f]{32}\.webp$/);
    const file = join(t.config.varDir, url.replace('/media/', 'media/'));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(await readFile(file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 40, 30]);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('[EDIT-07] the content decides: a JPEG declared as WebP is accepted; a big photo is fitted into 1600 px', async () => {
    const jpeg = await sharp({ create: { width: 3200, height: 800, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const res = await upload(jpeg, 'image/webp');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(await readFile(join(t.config.varDir, res.json<{ url: string }>().url.replace('/media/', 'media/')))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 400]);
  });

  it('[EDIT-07] a text file sent as image/png is refused with a translated 400', async () => {
    const res = await upload(Buffer.from('just some text, not an image'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'The file is not a JPEG, PNG or WebP image, or it is damaged.' });
    const de = await upload(Buffer.from('GIF89a not really'), 'image/png', user.headers, '?locale=de');
    expect(de.json().error).toBe('Die Datei ist kein JPEG-, PNG- oder WebP-Bild oder sie ist beschädigt.');
  });

  it('[EDIT-07] a damaged image and an image of another format are refused', async () => {
    const whole = await png(64, 64);
    const truncated = await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'image/png');
    expect(truncated.statusCode).toBe(400);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer();
    expect((await upload(gif, 'image/png')).statusCode).toBe(400);
    expect((await upload(Buffer.alloc(0), 'image/png')).statusCode).toBe(400);
  });

  it('[EDIT-07] other content types are refused with 415', async () => {
    const res = await upload(await png(4, 4), 'image/gif');
    expect(res.statusCode).toBe(415);
  });

  it('[EDIT-07] more than 5 MB is refused with 413 and the image’s own message', async () => {
    const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'image_too_large', error: 'The image is too large (at most 5 MB).' });
  });

  it('[ROLE-20] guests get 401; a signed-in upload without the CSRF token gets 403', async () => {
    const image = await png(8, 8);
    const guest = await upload(image, 'image/png', {});
    expect(guest.statusCode).toBe(401);
    const noToken = await upload(image, 'image/png', { cookie: user.cookie });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('forbidden');
  });
});
