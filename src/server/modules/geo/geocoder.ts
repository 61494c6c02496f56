import { z } from 'zod';

/** What is known of an address when it is placed on the map (PROF-18: country, zip and city at least). */
export interface GeocodeQuery {
  country: string;
  zip?: string | null;
  city?: string | null;
  street?: string | null;
  buildingNumber?: string | null;
}

/** A point for an address: the street's own where a service found it, else its city's (`placeId`). */
export interface GeocodePoint {
  lat: number;
  lon: number;
  /** The gazetteer's city, when the address's city is one of ours. */
  placeId: number | null;
  precision: 'address' | 'city';
}

/** Places addresses on the map (PROF-18…21). */
export interface Geocoder {
  geocode(query: GeocodeQuery): Promise<GeocodePoint | null>;
}

/** PROF-19: the address as one line, as a maps service reads it ("Marszałkowska 10, 00-001 Warszawa, PL"). */
export function addressLine(query: GeocodeQuery): string {
  const street = [query.street, query.buildingNumber].filter(Boolean).join(' ');
  const place = [query.zip, query.city].filter(Boolean).join(' ');
  return [street, place, query.country].filter(Boolean).join(', ');
}

const NominatimAnswer = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number() }).loose());

export interface HttpGeocoderOptions {
  /** A Nominatim-compatible service's base URL (its `/search` answers `[{ lat, lon }]`). */
  baseUrl: string;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * PROF-19: GET `{baseUrl}/search?q=<address line>&format=jsonv2&limit=1&countrycodes=<cc>`; the first result's
 * coordinates. A failure (network, timeout, status, shape) is "not found": the caller falls back.
 */
export function createHttpGeocoder(options: HttpGeocoderOptions): Geocoder {
  const fetcher = options.fetch ?? fetch;
  return {
    async geocode(query) {
      const url = new URL('search', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
      url.search = new URLSearchParams({
        q: addressLine(query),
        format: 'jsonv2',
        limit: '1',
        countrycodes: query.country.toLowerCase(),
      }).toString();
      try {
        const response = await fetcher(url, {
          headers: { accept: 'application/json', 'user-agent': options.userAgent },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) return null;
        const found = NominatimAnswer.safeParse(await response.json());
        const first = found.success ? found.data[0] : undefined;
        if (!first || Math.abs(first.lat) > 90 || Math.abs(first.lon) > 180) return null;
        return { lat: first.lat, lon: first.lon, placeId: null, precision: 'address' };
      } catch {
        return null;
      }
    },
  };
}

/**
 * The gazetteer first (the city's point and id, always ours), then a configured service for the street's own
 * point; without one, or when it fails, the city's point is the answer.
 */
export function combinedGeocoder(gazetteer: Geocoder, service: Geocoder | null): Geocoder {
  return {
    async geocode(query) {
      const city = await gazetteer.geocode(query);
      if (!service || !query.street) return city;
      const exact = await service.geocode(query);
      return exact ? { ...exact, placeId: city?.placeId ?? null } : city;
    },
  };
}
