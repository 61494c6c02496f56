import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLine, combinedGeocoder, createHttpGeocoder, type Geocoder } from './geocoder';

/** A loopback maps service whose answer each test chooses by the street it sends. */
const server = createServer((request, response) => {
  const q = new URL(request.url ?? '/', 'http://x').searchParams.get('q') ?? '';
  if (q.startsWith('Broken')) return void response.writeHead(500).end('oops');
  if (q.startsWith('Garbage')) return void response.end('{"not":"a list"}');
  if (q.startsWith('Slow')) return void setTimeout(() => response.end('[]'), 1000);
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify([{ lat: '52.5163', lon: '13.3777' }]));
});
let baseUrl = '';
beforeAll(() =>
  new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done())).then(() => {
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }),
);
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const city: Geocoder = {
  geocode: async () => ({ lat: 52.52, lon: 13.41, placeId: 2950159, precision: 'city' }),
};
const query = (street: string) => ({
  country: 'DE',
  zip: '10117',
  city: 'Berlin',
  street,
  buildingNumber: '1',
});

describe('the geocoder (PROF-18…21)', () => {
  it('[PROF-19] sends the address as one line to the service and reads the coordinates', async () => {
    expect(addressLine(query('Pariser Platz'))).toBe('Pariser Platz 1, 10117 Berlin, DE');
    const http = createHttpGeocoder({ baseUrl, userAgent: 'Nutrio test', timeoutMs: 500 });
    expect(await http.geocode(query('Pariser Platz'))).toEqual({
      lat: 52.5163,
      lon: 13.3777,
      placeId: null,
      precision: 'address',
    });
    // Combined: the street's own point, the gazetteer's city id.
    expect(await combinedGeocoder(city, http).geocode(query('Pariser Platz'))).toMatchObject({
      lat: 52.5163,
      placeId: 2950159,
      precision: 'address',
    });
  });

  it('a failing, malformed or slow service is "not found", and the city of the gazetteer answers instead', async () => {
    const http = createHttpGeocoder({ baseUrl, userAgent: 'Nutrio test', timeoutMs: 300 });
    for (const street of ['Broken', 'Garbage', 'Slow']) {
      expect(await http.geocode(query(street)), street).toBeNull();
      expect(await combinedGeocoder(city, http).geocode(query(street)), street).toMatchObject({
        precision: 'city',
        lat: 52.52,
      });
    }
    // No service configured: the city.
    expect(await combinedGeocoder(city, null).geocode(query('Pariser Platz'))).toMatchObject({
      precision: 'city',
    });
  });
});
