import { z } from 'zod';

/**
 * The address and registration pattern table (B §5, FORM-01…14): one place for the rules every form and the
 * server check alike. Letters are Unicode letters, so Polish and German names (ł, ż, ä, ß) pass.
 */

/** FORM-01: the countries an address may be in. */
export const ADDRESS_COUNTRIES = ['DE', 'PL', 'US'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/** FORM-02: letters (umlauts and ß included), digits, space, dash, comma, dot; 1–255. */
export const STREET_PATTERN = /^[\p{L}\d ,.-]{1,255}$/u;
/** FORM-03 */
export const BUILDING_NUMBER_PATTERN = /^.{1,10}$/u;
/** FORM-04 */
export const BUILDING_ADDITIONAL_PATTERN = /^.{1,255}$/u;
/** FORM-05 */
export const COMPANY_ID_NUMBER_PATTERN = /^.{1,255}$/u;
/** FORM-06, variant 1: a leading + and 7–15 digits, spaces allowed between them. */
export const PHONE_PATTERN_INTERNATIONAL = /^\+(?:\d ?){6,14}\d$/;
/** FORM-07, variant 2: an optional +, then 7–15 digits with single spaces or dashes between them. */
export const PHONE_PATTERN_LOOSE = /^\+?(?:\d[ -]?){6,14}\d$/;
/** FORM-09: letters, spaces and dashes; 1–50. */
export const PERSON_NAME_PATTERN = /^[\p{L} -]{1,50}$/u;
/** FORM-10: letters, digits, space, dash, comma, dot; 1–50. */
export const CITY_PATTERN = /^[\p{L}\d ,.-]{1,50}$/u;
/** FORM-11: five digits, NN-NNN, or five plus four. */
export const ZIP_PATTERN = /^(?:\d{5}|\d{2}-\d{3}|\d{5}-\d{4})$/;
/** FORM-12 */
export const IPV4_PATTERN =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** FORM-14: letters and digits joined by single dots, dashes, underscores or pluses; a domain with a dot. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9]+(?:[._+-][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z]{2,}$/;

/**
 * FORM-13 (decided): each country's own postal code. Poland NN-NNN, Germany five digits, the USA five digits or
 * five plus four, Austria and Switzerland four digits.
 */
export const ZIP_PATTERNS: Readonly<Record<string, RegExp>> = {
  PL: /^\d{2}-\d{3}$/,
  DE: /^\d{5}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
};

/** Whether a postal code is valid for a country (FORM-11 where the country has no pattern of its own). */
export function isValidZip(zip: string, country: string): boolean {
  return (ZIP_PATTERNS[country] ?? ZIP_PATTERN).test(zip);
}

/** A trimmed text that must match a pattern; the message key names what is wrong (FORM-15). */
export const patterned = (pattern: RegExp, message = 'invalidValue') =>
  z
    .string()
    .max(1000, message)
    .transform((text) => text.trim())
    .pipe(z.string().regex(pattern, message));

/** An optional field: empty means absent (null). */
export const optionalPatterned = (pattern: RegExp, message = 'invalidValue') =>
  z
    .string()
    .max(1000, message)
    .nullish()
    .transform((text) => text?.trim() || null)
    .pipe(z.string().regex(pattern, message).nullable());
