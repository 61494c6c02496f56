import { describe, expect, it } from 'vitest';
import { CompanySearchRequest, SpecialistSearchRequest } from '../../../../core/contracts/directory';
import { defaultCountry, displayName } from '../../../../core/domain/directory';
import {
  chooseSuggestion,
  clearLocation,
  keptSelection,
  locationBody,
  MAP_DEFAULTS,
  radiusOrDefault,
  readAddress,
  readCoordinates,
  withCoordinates,
} from './location';
import { suggestionState } from './use-geo-suggestions';

describe('the directory’s place rules', () => {
  it('[SPEC-06] the display name is fullname, else first and last name, else the fallback', () => {
    expect(displayName({ fullname: 'Dr Anna Nowak', firstname: 'Anna' }, 'Specialist')).toBe('Dr Anna Nowak');
    expect(displayName({ fullname: ' ', firstname: 'Anna', lastname: 'Nowak' }, 'Specialist')).toBe(
      'Anna Nowak',
    );
    expect(displayName({ lastname: 'Nowak' }, 'Specialist')).toBe('Nowak');
    expect(displayName({}, 'Specjalista')).toBe('Specjalista');
  });

  it('[SPEC-14] the default country follows the locale', () => {
    expect(defaultCountry('de')).toEqual({ iso: 'DE', country: 'Deutschland' });
    expect(defaultCountry('pl')).toEqual({ iso: 'PL', country: 'Polska' });
    expect(defaultCountry('en')).toEqual({ iso: 'US', country: 'United States' });
  });

  it('[SPEC-04] [COMP-09] the filters the searches take, with the spec’s country object and text coordinates', () => {
    expect(
      SpecialistSearchRequest.parse({
        text: ' diet ',
        sort: 'name_asc',
        tags: 'a,b',
        profession: ['dietitian'],
        lat: '52.2',
        lon: 21,
        geo: 20,
        city: 'Warszawa',
        country: { iso: 'pl', country: 'Polska' },
        perPage: 24,
      }),
    ).toMatchObject({
      text: 'diet',
      sort: 'name_asc',
      tags: ['a', 'b'],
      profession: ['dietitian'],
      lat: 52.2,
      lon: 21,
      geo: 20,
      city: 'Warszawa',
      country: 'PL',
      perPage: 24,
    });
    expect(
      CompanySearchRequest.parse({ specialisation: 'yoga', type: ['gym'], tags: [], country: 'DE', geo: 5 }),
    ).toMatchObject({ specialisation: ['yoga'], type: ['gym'], country: 'DE', geo: 5 });
  });

  it('[SPEC-13] [SPEC-26] clearing the place keeps the country; an unset country is the locale’s in the request', () => {
    const extra = { lat: '52.2', lon: '21', geo: '20', city: 'Warszawa', country: 'DE' };
    expect(clearLocation(extra)).toEqual({ country: 'DE' });
    expect(locationBody({}, 'PL')).toEqual({ country: 'PL' });
    expect(locationBody({ country: 'all' }, 'PL')).toEqual({});
    expect(locationBody(extra, 'PL')).toEqual({
      country: 'DE',
      lat: 52.2,
      lon: 21,
      geo: 20,
      city: 'Warszawa',
    });
  });

  it('[SPEC-23] [SPEC-24] choosing a suggestion sets city, lat, lon and radius; one without numeric coordinates is ignored', () => {
    const warsaw = { name: 'Warszawa', country_code: 'PL', geo: { lat: 52.23, lon: 21.01 } };
    expect(chooseSuggestion({ geo: '30' }, warsaw, [5, 10])).toEqual({
      city: 'Warszawa',
      lat: '52.23',
      lon: '21.01',
      geo: '30',
    });
    expect(chooseSuggestion({}, warsaw, [5, 10])?.geo).toBe('5');
    expect(chooseSuggestion({}, warsaw, [])?.geo).toBe('10');
    expect(chooseSuggestion({}, { name: 'X', geo: { latitude: '50', longitude: '19.9' } }, [])).toMatchObject(
      {
        lat: '50',
        lon: '19.9',
      },
    );
    expect(chooseSuggestion({}, { name: 'Nowhere', geo: { lat: 'north', lon: null } }, [5])).toBeNull();
    expect(chooseSuggestion({}, { name: 'Nowhere' }, [5])).toBeNull();
  });

  it('[SPEC-25] a radius that is not positive falls back to 10', () => {
    expect(radiusOrDefault('20')).toBe(20);
    for (const bad of [0, -5, 'wide', undefined, null]) expect(radiusOrDefault(bad)).toBe(10);
  });

  it('[SPEC-21] [SPEC-32] coordinates from lat/latitude/y and lng/lon/longitude/long/x, also nested', () => {
    expect(readCoordinates({ lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(readCoordinates({ latitude: '1.5', longitude: '2.5' })).toEqual({ lat: 1.5, lng: 2.5 });
    expect(readCoordinates({ y: 3, x: 4 })).toEqual({ lat: 3, lng: 4 });
    expect(readCoordinates({ lat: 5, long: 6 })).toEqual({ lat: 5, lng: 6 });
    expect(readCoordinates({ address: { geo: { lat: 7, lon: 8 } } })).toEqual({ lat: 7, lng: 8 });
    expect(readCoordinates([{ lat: 7, lon: 8 }])).toEqual({ lat: 7, lng: 8 });
    expect(readCoordinates({ lat: 95, lon: 8 })).toBeNull();
    expect(readCoordinates({ name: 'x' })).toBeNull();
  });

  it('[SPEC-31] address parts from the field names and shapes the spec lists', () => {
    expect(
      readAddress({
        street: 'ul. Długa',
        buildingNumber: '5',
        buildingAdditionalInformation: 'lok. 2',
        zip: '00-001',
        city: 'Warszawa',
        country: { name: 'Polska', iso: 'PL' },
      }),
    ).toEqual({
      street: 'ul. Długa 5, lok. 2',
      zip: '00-001',
      city: 'Warszawa',
      country: 'Polska',
      countryIso: 'PL',
    });
    expect(readAddress({ address_line_1: 'Main Street 1', country: 'USA', country_iso: 'US' })).toMatchObject(
      {
        street: 'Main Street 1',
        country: 'USA',
        countryIso: 'US',
      },
    );
    expect(
      readAddress({ addressLine2: 'Hof 2', country: { label: 'Deutschland', code: 'DE' } }),
    ).toMatchObject({
      street: 'Hof 2',
      country: 'Deutschland',
      countryIso: 'DE',
    });
    expect(readAddress({ address: 'Marktplatz 1' }).street).toBe('Marktplatz 1');
  });

  it('[SPEC-33] only entries with coordinates become pins', () => {
    const pins = withCoordinates(
      [
        {
          id: 1,
          where: [
            { lat: null, lng: null },
            { lat: 52, lng: 21 },
          ],
        },
        { id: 2, where: [{ lat: null, lng: null }] },
      ],
      (entry) => entry.where,
    );
    expect(pins.map((pin) => [pin.entry.id, pin.lat, pin.lng])).toEqual([[1, 52, 21]]);
  });

  it('[SPEC-30] a selection stays only while its entry is among the results', () => {
    expect(keptSelection(3, [1, 2, 3])).toBe(3);
    expect(keptSelection(3, [1, 2])).toBeNull();
    expect(keptSelection(null, [1])).toBeNull();
  });

  it('[SPEC-38] [SPEC-39] the map starts at 54.5, 15.3 zoom 4 and shows one place at zoom 14; popups are 360 wide', () => {
    expect(MAP_DEFAULTS).toMatchObject({ center: [54.5, 15.3], zoom: 4, singleZoom: 14, popupWidth: 360 });
  });

  it('[SPEC-17] [SPEC-22] suggestion states: idle for blank text (no call), loading, empty, success, error', () => {
    expect(suggestionState({ isError: false, isFetching: false }, '   ')).toBe('idle');
    expect(suggestionState({ isError: false, isFetching: true }, 'war')).toBe('loading');
    expect(suggestionState({ isError: false, isFetching: false, data: [] }, 'war')).toBe('empty');
    expect(suggestionState({ isError: false, isFetching: false, data: [{}] }, 'war')).toBe('success');
    expect(suggestionState({ isError: true, isFetching: false }, 'war')).toBe('error');
  });
});
