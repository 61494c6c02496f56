import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION, registerUser, type SignedIn } from '../../testing/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { createDietImagesRepo } from './diet-images.repo';
import { createDietImagesService } from './diet-images.service';
import { createDiskImageStore } from './image-store';

const URL = '/api/diets/images';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

describe.each(TEST_DIALECTS)('day photos (POST /api/diets/images) on %s', (dialect) => {
  let t: TestApp;
  let user: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await registerUser(t.app);
    stranger = await registerUser(t.app, { email: 'stranger@example.com' });
  });
  const stored = (url: string) => join(t.config.varDir, 'diet-images', url.split('/').pop()!);
  const fetchImage = (url: string, headers: Record<string, string> = user.headers) =>
    t.app.inject({ method: 'GET', url, headers });
  afterAll(async () => t.close());

  const upload = (
    payload: Buffer,
    contentType: string,
    headers: Record<string, string> = user.headers,
    query = '',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${URL}${query}`,
      payload,
      headers: { ...headers, 'content-type': contentType },
    });

  it('[EDIT-07] a real PNG is stored as WebP outside the public media folder and served to its owner', async () => {
    const res = await upload(await png(40, 30), 'image/png');
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/diets\/images\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(stored(url))).toBe(true);
    const meta = await sharp(await readFile(stored(url))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 40, 30]);
    const served = await fetchImage(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    expect(served.rawPayload.equals(await readFile(stored(url)))).toBe(true);
  });

  it('[ROLE-20] a photo is private: another user gets 404, a guest 401, and /media never serves it', async () => {
    const { url } = (await upload(await png(10, 10), 'image/png')).json<{ url: string }>();
    expect((await fetchImage(url, stranger.headers)).statusCode).toBe(404);
    expect((await fetchImage(url, {})).statusCode).toBe(401);
    const name = url.split('/').pop()!;
    expect((await fetchImage(`/media/diet-images/${name}`)).statusCode).toBe(404);
    expect((await fetchImage(`/media/../diet-images/${name}`)).statusCode).toBe(404);
  });

  it('names that are not ours are not found, and a name too long is a 400, never a 500', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      'abc.webp',
      `${'0'.repeat(32)}.png`,
      `${'0'.repeat(32)}.webp`,
    ]) {
      expect((await fetchImage(`/api/diets/images/${name}`)).statusCode).toBe(404);
    }
    expect((await fetchImage(`/api/diets/images/${'a'.repeat(70)}.webp`)).statusCode).toBe(400);
  });

  it('photos that no saved diet mentions go after the grace period; photos in a saved diet stay', async () => {
    const urls: string[] = [];
    for (let i = 0; i < 3; i++)
      urls.push((await upload(await png(6, 6), 'image/png')).json<{ url: string }>().url);
    const [kept, dropped, fresh] = urls as [string, string, string];
    const db = t.app.database.db;
    const idOf = async (email: string) =>
      (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const now = new Date().toISOString();
    await db
      .insertInto('diets')
      .values({
        user_id: await idOf(REGISTRATION.email),
        name: 'With a photo',
        plan: JSON.stringify([{ images: [kept] }]),
        meta: '{}',
        metrics: '{}',
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // The same name in somebody else's diet does not keep the owner's photo.
    await db
      .insertInto('diets')
      .values({
        user_id: await idOf('stranger@example.com'),
        name: 'Copied',
        plan: JSON.stringify([{ images: [dropped] }]),
        meta: '{}',
        metrics: '{}',
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    for (const url of [kept, dropped])
      await db
        .updateTable('diet_images')
        .set({ created_at: anHourAgo })
        .where('name', '=', url.split('/').pop()!)
        .execute();

    const images = createDietImagesService({
      repo: createDietImagesRepo(db),
      store: createDiskImageStore(t.config.varDir),
      quota: t.config.imageQuota,
    });
    expect(await images.pruneUnreferenced(30 * 60_000)).toBeGreaterThanOrEqual(1);
    expect((await fetchImage(kept)).statusCode).toBe(200);
    expect((await fetchImage(dropped)).statusCode).toBe(404);
    expect(existsSync(stored(dropped))).toBe(false);
    expect((await fetchImage(fresh)).statusCode).toBe(200);
  });

  it('[EDIT-07] the content decides: a JPEG declared as WebP is accepted; a big photo is fitted into 1600 px', async () => {
    const jpeg = await sharp({ create: { width: 3200, height: 800, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, 'image/webp');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(await readFile(stored(res.json<{ url: string }>().url))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 400]);
  });

  it('[EDIT-07] a text file sent as image/png is refused with a translated 400', async () => {
    const res = await upload(Buffer.from('just some text, not an image'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'The file is not a JPEG, PNG or WebP image, or it is damaged.',
    });
    const de = await upload(Buffer.from('GIF89a not really'), 'image/png', user.headers, '?locale=de');
    expect(de.json().error).toBe('Die Datei ist kein JPEG-, PNG- oder WebP-Bild oder sie ist beschädigt.');
  });

  it('[EDIT-07] a damaged image and an image of another format are refused', async () => {
    const whole = await png(64, 64);
    const truncated = await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'image/png');
    expect(truncated.statusCode).toBe(400);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
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
    expect(res.json()).toMatchObject({
      success: false,
      code: 'image_too_large',
      error: 'The image is too large (at most 5 MB).',
    });
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

describe('day photo quotas (issue 12 A10)', () => {
  let t: TestApp;
  const upload = (who: SignedIn, payload: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { ...who.headers, 'content-type': 'image/png' },
    });
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: {
        UPLOAD_MAX_IMAGES_PER_USER: '2',
        UPLOAD_MAX_BYTES_PER_USER: '1000000',
        UPLOAD_RATE_PER_HOUR: '3',
      },
    });
  });
  afterAll(async () => t.close());

  it('a user keeps at most the configured number of photos; the next gets a clear message and nothing is stored', async () => {
    const user = await registerUser(t.app, { email: 'quota@example.com' });
    expect((await upload(user, await png(8, 8))).statusCode).toBe(200);
    expect((await upload(user, await png(9, 9))).statusCode).toBe(200);
    const third = await upload(user, await png(10, 10));
    expect(third.statusCode).toBe(400);
    expect(third.json().error).toBe(
      'You have stored as many photos as allowed. Remove some from your plans first.',
    );
    expect(await t.app.database.db.selectFrom('diet_images').select('name').execute()).toHaveLength(2);
    // Another user has their own quota.
    const other = await registerUser(t.app, { email: 'quota-other@example.com' });
    expect((await upload(other, await png(8, 8))).statusCode).toBe(200);
  });

  it('uploads per hour are limited per user (429 with the reason)', async () => {
    const user = await registerUser(t.app, { email: 'quota-rate@example.com' });
    const image = await png(6, 6);
    // Photos that went (pruned) still count towards the hour.
    await upload(user, image);
    await upload(user, image);
    await t.app.database.db.deleteFrom('diet_images').execute();
    await upload(user, image);
    const fourth = await upload(user, image);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe(
      'You have uploaded many photos in a short time. Please try again later.',
    );
  });
});
