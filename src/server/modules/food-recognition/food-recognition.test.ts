import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedWeight, RecognizeResponse } from '../../../core/contracts/food-recognition';
import {
  buildReferenceFixture,
  FIXTURE_FOODS,
  REAL_DATA_DIR,
  type ReferenceFixture,
} from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';
import { loadFoodMapping, MAPPING_FILE } from './food-mapping';

const PHOTO = readFileSync(join(REAL_DATA_DIR, 'fixtures/photos/hotdog.jpg'));
const HOT_DOG = '21118';
const mappingFile = JSON.parse(readFileSync(join('content', MAPPING_FILE), 'utf8')) as {
  classes: Record<string, { ndbNo: string }>;
};
const MAPPED_FOODS = [...new Set(Object.values(mappingFile.classes).map((c) => c.ndbNo))];

/** The real SR28 rows and names of the mapped foods beside the fixture's own. */
function withMappedFoods(fixture: ReferenceFixture) {
  const ndbNos = [...FIXTURE_FOODS, ...MAPPED_FOODS];
  const pick = (file: string) => {
    const [header = '', ...lines] = readFileSync(join(REAL_DATA_DIR, 'foods/usda-sr28', file), 'utf8').split(
      '\n',
    );
    return (
      [header, ...lines.filter((line) => ndbNos.some((n) => line.startsWith(`${n},`)))].join('\n') + '\n'
    );
  };
  fixture.write('data/foods/usda-sr28/foods_per100g.csv', pick('foods_per100g.csv'));
  fixture.write('data/foods/usda-sr28/portions.csv', pick('portions.csv'));
  const names: Record<string, unknown> = {};
  const dir = join('content', 'foods', 'names');
  for (const file of [
    'fast-foods.json',
    'vegetables-and-vegetable-products.json',
    'fruits-and-fruit-juices.json',
  ]) {
    const all = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    for (const n of MAPPED_FOODS) if (all[n]) names[n] = all[n];
  }
  fixture.write('content/foods/names/photo-tool.json', JSON.stringify(names));
}

/** A real 8 × 8 PNG whose header then claims 30000 × 30000 pixels (with a valid CRC). */
async function pngClaiming30000Squared(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4) … CRC over type and data (17 bytes).
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

function startFakeModel(answers: Array<{ status: number; body: unknown }>) {
  let calls = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  return new Promise<{ url: string; calls: () => number; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/models/food`,
        calls: () => calls,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

async function withFoods(t: TestApp, fixture: ReferenceFixture) {
  await importReferenceData(t.app.database.db, fixture.paths, {
    search: catalogueIndexing(t.app.database.db, t.app.searchProvider),
  });
}

const foodId = async (t: TestApp, ndbNo: string) =>
  await t.app.database.db
    .selectFrom('foods')
    .select(['id', 'energy_kcal', 'name_pl', 'protein_g', 'sodium_mg'])
    .where('ndb_no', '=', ndbNo)
    .executeTakeFirstOrThrow();

describe.each(TEST_DIALECTS)('photo to kcal on %s', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    fixture = buildReferenceFixture();
    withMappedFoods(fixture);
    await withFoods(t, fixture);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fixture?.cleanup();
  });

  const recognize = (payload: Buffer, contentType = 'image/jpeg', locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/food-recognition/recognize?locale=${locale}`,
      headers: { 'content-type': contentType },
      payload,
    });

  it('[IMG-11] [IMG-15] the fixture photo is recognised on the server as the hot dog food of our table, with its values', async () => {
    const hotDog = await foodId(t, HOT_DOG);
    const res = await recognize(PHOTO, 'image/jpeg', 'pl');
    expect(res.statusCode).toBe(200);
    const body = RecognizeResponse.parse(res.json());
    expect(body.model).toBe('embedded');
    const [first] = body.recognitions;
    expect(first).toMatchObject({
      id: 'hot-dog',
      foodId: hotDog.id,
      name: hotDog.name_pl,
      category: 'Fast food',
      estimatedWeight: estimatedWeight(null, PHOTO.length),
    });
    expect(first!.confidence).toBeGreaterThan(0.9);
    expect(first!.per100g.calories).toBeCloseTo(Number(hotDog.energy_kcal), 1);
    expect(first!.per100g.sodium).toBe(Math.round(Number(hotDog.sodium_mg)));
    expect(body.recognitions.length).toBeLessThanOrEqual(5);
  });

  it('[IMG-20] [IMG-21] the nutrition of the recognised food for a corrected weight comes from the food table', async () => {
    const hotDog = await foodId(t, HOT_DOG);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/food-recognition/nutrition',
      payload: { foodId: hotDog.id, weight: 150, language: 'pl' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      food: {
        id: hotDog.id,
        name: hotDog.name_pl,
        nutrition: expect.objectContaining({
          calories: Math.round(Number(hotDog.energy_kcal) * 1.5),
          protein: Math.round(Number(hotDog.protein_g) * 1.5 * 10) / 10,
          sodium: Math.round(Number(hotDog.sodium_mg) * 1.5),
          weight: 150,
        }),
      },
    });
    expect(Object.keys(res.json().food.nutrition).sort()).toEqual(
      ['calories', 'carbohydrates', 'fat', 'fiber', 'protein', 'sodium', 'sugar', 'weight'].sort(),
    );
  });

  it('nutrition of an unknown food is a translated 404; a weight out of range is a 400', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/food-recognition/nutrition',
      payload: { foodId: 99_999_999, weight: 100, language: 'de' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Dieses Lebensmittel wurde nicht gefunden.');
    const heavy = await t.app.inject({
      method: 'POST',
      url: '/api/food-recognition/nutrition',
      payload: { foodId: 1, weight: 5000 },
    });
    expect(heavy.statusCode).toBe(400);
  });

  it('[IMG-18] search {query, language} answers foods by their name in that language, best first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/food-recognition/search',
      payload: { query: 'jablko', language: 'pl' },
    });
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: Array<{ foodId: number; name: string; category: string }> };
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.length).toBeLessThanOrEqual(10);
    expect(results.every((r) => r.name.startsWith('Jabłko'))).toBe(true);
    expect(results[0]).toMatchObject({
      category: 'Owoce',
      per100g: expect.objectContaining({ calories: expect.any(Number) }),
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/food-recognition/search',
      payload: { query: '', language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a text file named .jpg is refused with 400, never stored or analysed', async () => {
    const res = await recognize(Buffer.from('this is not a photo, only text\n'.repeat(20)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The file is not a JPEG, PNG or WebP image, or it is damaged.');
  });

  it('a 60 MB upload is refused with 413', async () => {
    const res = await recognize(Buffer.alloc(60 * 1024 * 1024, 0xff), 'application/octet-stream');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'image_too_large',
      error: 'The photo is too large. Please choose a smaller picture.',
    });
  });

  it('a PNG whose header claims 30000 × 30000 pixels (a decompression bomb) is refused with a 4xx', async () => {
    const res = await recognize(await pngClaiming30000Squared(), 'image/png');
    expect([400, 413]).toContain(res.statusCode);
  });

  it('[IMG-26] a picture without food answers 422 "No food detected in image"', async () => {
    const grey = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const res = await recognize(grey, 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'no_food_detected', error: 'No food detected in image' });
  });
});

describe.each(TEST_DIALECTS)('photo to kcal with a remote model on %s', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  beforeAll(async () => {
    model = await startFakeModel([
      { status: 503, body: { error: 'loading', estimated_time: 0.05 } },
      {
        status: 200,
        body: [
          { label: 'unicorn_steak', score: 0.1 },
          { label: 'hot_dog', score: 0.85 },
        ],
      },
    ]);
    t = await createTestApp(dialect, { env: { FOOD_MODEL_URL: model.url, FOOD_MODEL_TIMEOUT_MS: '2000' } });
    fixture = buildReferenceFixture();
    withMappedFoods(fixture);
    await withFoods(t, fixture);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fixture?.cleanup();
    await model?.close();
  });

  it('[IMG-10] [IMG-11] [IMG-12] [IMG-24] the remote labels map to our foods; a label without a food gets its category’s median values', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/food-recognition/recognize?locale=en',
      headers: { 'content-type': 'image/jpeg' },
      payload: PHOTO,
    });
    expect(res.statusCode).toBe(200);
    expect(model.calls()).toBe(2);
    const body = RecognizeResponse.parse(res.json());
    expect(body.model).toBe('remote');
    const hotDog = await foodId(t, HOT_DOG);
    expect(body.recognitions[0]).toMatchObject({ foodId: hotDog.id, confidence: 0.85 });
    const unknown = body.recognitions[1]!;
    expect(unknown).toMatchObject({ name: 'Unicorn steak', foodId: null, category: 'Other' });
    // 'Other' is every food: the median kcal of the imported foods.
    const kcal = (await t.app.database.db.selectFrom('foods').select('energy_kcal').execute())
      .map((r) => Number(r.energy_kcal))
      .sort((a, b) => a - b);
    const middle = Math.floor(kcal.length / 2);
    const median = kcal.length % 2 ? kcal[middle]! : (kcal[middle - 1]! + kcal[middle]!) / 2;
    expect(unknown.per100g.calories).toBeCloseTo(median, 1);
    expect(loadFoodMapping('content').categoryName('other', 'en')).toBe('Other');
  });
});
