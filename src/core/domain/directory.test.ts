import { describe, expect, it } from 'vitest';
import { shouldGeocode } from './directory';
describe('when an address is geocoded', () => {
  const address = {
    lat: null,
    lng: null,
    country_iso: 'PL',
    zip: '31-042',
    city: 'Kraków',
    allowShowZip: true,
    allowShowCity: true,
  };
  it('[PROF-18] only without coordinates, with geocoding configured, country, zip and city present and shown', () => {
    expect(shouldGeocode(address, true)).toBe(true);
    expect(shouldGeocode(address, false)).toBe(false);
    expect(shouldGeocode({ ...address, lat: 50.06, lng: 19.94 }, true)).toBe(false);
    expect(shouldGeocode({ ...address, zip: null }, true)).toBe(false);
    expect(shouldGeocode({ ...address, city: '' }, true)).toBe(false);
    expect(shouldGeocode({ ...address, country_iso: null }, true)).toBe(false);
    expect(shouldGeocode({ ...address, allowShowZip: false }, true)).toBe(false);
    expect(shouldGeocode({ ...address, allowShowCity: false }, true)).toBe(false);
  });
});
