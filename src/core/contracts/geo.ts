import { z } from 'zod';
import { LocaleSchema } from './common';

/** How many suggestions one answer holds at most. */
export const GEO_SUGGESTION_LIMIT = 10;

/**
 * SPEC-18, SPEC-20: `data` is the typed text; `type` city (default), country or zip; `country` narrows to one
 * country by ISO code or name ("PL", "Polska", "Germany").
 */
export const GeoSuggestionRequest = z.object({
  data: z
    .string()
    .max(100, 'geoTextTooLong')
    .transform((text) => text.trim())
    .pipe(z.string().min(1, 'geoTextRequired')),
  type: z.enum(['city', 'country', 'zip']).catch('city').default('city'),
  country: z
    .string()
    .max(80)
    .optional()
    .transform((text) => text?.trim() || undefined),
  _locale: LocaleSchema,
});
export type GeoSuggestionRequest = z.infer<typeof GeoSuggestionRequest>;

/** SPEC-21: name, country_code and geo (lat, lon); the rest helps people tell places apart. */
export const GeoSuggestion = z.object({
  id: z.number().int(),
  type: z.enum(['city', 'country', 'zip']),
  name: z.string(),
  region: z.string(),
  country_code: z.string(),
  country: z.string(),
  geo: z.object({ lat: z.number(), lon: z.number() }),
  population: z.number().int(),
});
export type GeoSuggestion = z.infer<typeof GeoSuggestion>;

export const GeoSuggestionResponse = z.object({ data: z.array(GeoSuggestion) });
export type GeoSuggestionResponse = z.infer<typeof GeoSuggestionResponse>;

/**
 * PROF-19: an address to place on the map. The country (ISO code), postal code and city are required
 * (PROF-18); street and building number let a configured maps service find the street's own point.
 */
export const GeocodeRequest = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'countryInvalid')
    .transform((code) => code.toUpperCase()),
  zip: z.string().trim().min(1, 'zipInvalid').max(12, 'zipInvalid'),
  city: z.string().trim().min(1, 'cityInvalid').max(100, 'cityInvalid'),
  street: z.string().trim().max(255).optional(),
  buildingNumber: z.string().trim().max(20).optional(),
});
export type GeocodeRequest = z.infer<typeof GeocodeRequest>;

export const GeocodeResponse = z.object({
  lat: z.number(),
  lon: z.number(),
  /** `address`: the street's own point; `city`: the city's (the embedded gazetteer, or a street not found). */
  precision: z.enum(['address', 'city']),
});
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;
