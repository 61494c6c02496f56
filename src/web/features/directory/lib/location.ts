import { DEFAULT_RADIUS_KM } from '../../../../core/contracts/directory';

/** SPEC-38..40: the map's constants. */
export const MAP_DEFAULTS = {
  center: [54.5, 15.3] as [number, number],
  zoom: 4,
  singleZoom: 14,
  addressZoom: 15,
  popupWidth: 360,
} as const;

/** The list's place as the URL holds it (all strings, absent when unset). */
export const LOCATION_KEYS = ['lat', 'lon', 'geo', 'city', 'country'] as const;
type Extra = Record<string, string>;

/** A geo suggestion as the call answers it (SPEC-21): name, country_code, geo with lat/latitude and lon/lng/longitude. */
export interface Suggestion {
  name: string;
  country_code?: string;
  geo?: Record<string, unknown>;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asNumber = (value: unknown): number | null => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * SPEC-32: coordinates from lat/latitude/y and lng/lon/longitude/long/x, looked for in the object and then
 * in the objects nested in it (breadth first); null when there are none.
 */
export function readCoordinates(value: unknown, depth = 3): { lat: number; lng: number } | null {
  // A list (one or many addresses): its first entry with coordinates.
  if (Array.isArray(value))
    return depth === 0
      ? null
      : (value.map((entry) => readCoordinates(entry, depth - 1)).find((found) => found !== null) ?? null);
  if (!isObject(value)) return null;
  const pick = (keys: string[]) => keys.map((key) => asNumber(value[key])).find((n) => n !== null) ?? null;
  const lat = pick(['lat', 'latitude', 'y']);
  const lng = pick(['lng', 'lon', 'longitude', 'long', 'x']);
  if (lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  if (depth === 0) return null;
  for (const nested of Object.values(value)) {
    const found = readCoordinates(nested, depth - 1);
    if (found) return found;
  }
  return null;
}

export interface AddressText {
  street: string;
  zip: string;
  city: string;
  country: string;
  countryIso: string;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * SPEC-31: an address's parts from address, addressLine1/address_line_1, street, buildingNumber,
 * buildingAdditionalInformation, addressLine2/address_line_2, zip, city, country (text, or an object with
 * name/country/label or iso/code) and country_iso.
 */
export function readAddress(value: unknown): AddressText {
  const a = isObject(value) ? value : {};
  const country = a.country;
  const countryName = isObject(country)
    ? text(country.name) || text(country.country) || text(country.label)
    : text(country);
  const countryIso =
    (isObject(country) ? text(country.iso) || text(country.code) : '') || text(a.country_iso);
  const streetLine = [text(a.street), text(a.buildingNumber)].filter(Boolean).join(' ');
  const additional = text(a.buildingAdditionalInformation);
  const street =
    text(a.address) ||
    text(a.addressLine1) ||
    text(a.address_line_1) ||
    [streetLine, additional].filter(Boolean).join(', ') ||
    text(a.addressLine2) ||
    text(a.address_line_2);
  return { street, zip: text(a.zip), city: text(a.city), country: countryName, countryIso };
}

/** SPEC-25: a radius that is not a positive number falls back (default 10 km). */
export function radiusOrDefault(value: unknown, fallback = DEFAULT_RADIUS_KM): number {
  const n = asNumber(value);
  return n !== null && n > 0 ? n : fallback;
}

/**
 * SPEC-23, SPEC-24: choosing a suggestion sets city, lat, lon and the radius (the current one, else the first
 * option, else 10); one without numeric coordinates changes nothing (null).
 */
export function chooseSuggestion(
  extra: Extra,
  suggestion: Suggestion,
  radiusOptions: readonly number[],
): Extra | null {
  const point = readCoordinates(suggestion.geo ?? suggestion);
  if (!point) return null;
  const radius = asNumber(extra.geo) ?? radiusOptions[0] ?? null;
  return {
    ...extra,
    city: suggestion.name,
    lat: String(point.lat),
    lon: String(point.lng),
    geo: String(radiusOrDefault(radius)),
  };
}

/** SPEC-26: clearing the place empties city, lat, lon and radius (the country stays). */
export function clearLocation(extra: Extra): Extra {
  return Object.fromEntries(
    Object.entries(extra).filter(([key]) => !['lat', 'lon', 'geo', 'city'].includes(key)),
  );
}

/** The request's place: the chosen one, and the country (SPEC-13, SPEC-14: the locale's when none is chosen). */
export function locationBody(extra: Extra, defaultIso: string): Record<string, string | number> {
  const body: Record<string, string | number> = { country: extra.country ?? defaultIso };
  if (extra.country === 'all') delete body.country;
  if (extra.lat && extra.lon) {
    body.lat = Number(extra.lat);
    body.lon = Number(extra.lon);
    body.geo = radiusOrDefault(extra.geo);
    if (extra.city) body.city = extra.city;
  }
  return body;
}

/** A pin on the map (SPEC-43): id, name, address, lat, lng, image. */
export interface MapLocation {
  id: number;
  name: string;
  address: string;
  lat: number;
  lng: number;
  image: string | null;
  href: string;
}

/** SPEC-33: only entries with coordinates become pins. */
export function withCoordinates<T>(
  entries: T[],
  point: (entry: T) => unknown,
): Array<{ entry: T; lat: number; lng: number }> {
  return entries.flatMap((entry) => {
    const found = readCoordinates(point(entry));
    return found ? [{ entry, ...found }] : [];
  });
}

/** SPEC-30: the selection stays only while its entry is among the results. */
export function keptSelection(selected: number | null, ids: readonly number[]): number | null {
  return selected !== null && ids.includes(selected) ? selected : null;
}
