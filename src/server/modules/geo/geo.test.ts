import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeoSuggestionResponse } from '../../../core/contracts/geo';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { importGazetteer } from '../reference-data/geo-import';
import { changes } from '../reference-data/table-sync';

const PATHS = { dataDir: REAL_DATA_DIR, contentDir: resolve('content') };

describe.each(TEST_DIALECTS)('the gazetteer on %s (issue 17 A2)', (dialect) => {
  let t: TestApp;
  const suggest = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/geo/suggestions', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return GeoSuggestionResponse.parse(res.json()).data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importGazetteer(t.app.database.db, PATHS);
  }, 120_000);
  afterAll(async () => t.close());

  it('imports GeoNames’ cities of PL, DE, US, AT and CH with their Latin-script names; a second run changes nothing', async () => {
    const places = await t.app.database.db
      .selectFrom('geo_places')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(places.n)).toBe(5015);
    const report = await importGazetteer(t.app.database.db, PATHS);
    for (const [table, counts] of Object.entries(report!.tables)) expect(changes(counts), table).toBe(0);
  });

  it('[SPEC-18] [SPEC-21] Warschau, Warszawa and warszawa all find Warsaw, with no key, as name, country_code and geo', async () => {
    for (const text of ['Warschau', 'Warszawa', 'warszawa', 'WARSAW']) {
      const [first] = await suggest({ data: text, type: 'city' });
      expect(first, text).toMatchObject({
        id: 756135,
        country_code: 'PL',
        geo: { lat: expect.closeTo(52.23, 1), lon: expect.closeTo(21.01, 1) },
      });
    }
    expect((await suggest({ data: 'Warschau' }))[0]!.name).toBe('Warschau');
  });

  it('folds diacritics the one way: lodz, Łódź and LODZ find Łódź; Köl shows Köln as typed, koln finds it too', async () => {
    for (const text of ['lodz', 'Łódź', 'LODZ'])
      expect((await suggest({ data: text }))[0]!.id, text).toBe(3093133);
    const [cologne] = await suggest({ data: 'Köl' });
    expect(cologne).toMatchObject({ country_code: 'DE', name: 'Köln' });
    expect((await suggest({ data: 'koln' }))[0]!.id).toBe(cologne!.id);
    expect((await suggest({ data: 'Cologne' }))[0]).toMatchObject({ id: cologne!.id, name: 'Cologne' });
  });

  it('ranks an exact name first, then by population; the country narrows by ISO code or name in any language', async () => {
    const sans = await suggest({ data: 'san' });
    expect(sans.length).toBe(10);
    const populations = sans.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    const [exact] = await suggest({ data: 'Essen' });
    expect(exact).toMatchObject({ name: 'Essen', country_code: 'DE' });
    const inPoland = await suggest({ data: 'bia', country: 'Polska' });
    expect(inPoland.length).toBeGreaterThan(0);
    expect(inPoland.every((place) => place.country_code === 'PL')).toBe(true);
    expect((await suggest({ data: 'bia', country: 'PL' })).map((p) => p.id)).toEqual(
      inPoland.map((p) => p.id),
    );
    expect(await suggest({ data: 'bia', country: 'Atlantis' })).toEqual([]);
    expect(await suggest({ data: 'Москва' })).toEqual([]);
  });

  it('[SPEC-20] type country finds countries by name in the visitor’s language; unknown types fall back to city', async () => {
    const [germany] = await suggest({ data: 'Deutsch', type: 'country', _locale: 'de' });
    expect(germany).toMatchObject({ type: 'country', name: 'Deutschland', country_code: 'DE' });
    const [poland] = await suggest({ data: 'pol', type: 'country', _locale: 'pl' });
    expect(poland).toMatchObject({
      name: 'Polska',
      country_code: 'PL',
      geo: { lat: expect.closeTo(52.23, 1) },
    });
    expect((await suggest({ data: 'Warsaw', type: 'street' }))[0]!.type).toBe('city');
  });

  it('bad input gets 400 with the field named, never 500', async () => {
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/geo/suggestions', payload: payload as object });
    for (const payload of [{ data: '   ' }, { data: 'x'.repeat(101) }, {}, { data: 5 }]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { data: expect.any(String) } });
    }
  });
});
