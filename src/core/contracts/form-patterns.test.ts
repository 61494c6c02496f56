import { describe, expect, it } from 'vitest';
import { AddressInput } from './directory-editing';
import {
  BUILDING_ADDITIONAL_PATTERN,
  BUILDING_NUMBER_PATTERN,
  CITY_PATTERN,
  COMPANY_ID_NUMBER_PATTERN,
  EMAIL_PATTERN,
  IPV4_PATTERN,
  PERSON_NAME_PATTERN,
  PHONE_PATTERN_INTERNATIONAL,
  PHONE_PATTERN_LOOSE,
  STREET_PATTERN,
  ZIP_PATTERN,
  isValidZip,
} from './form-patterns';

const valid = {
  country: 'PL',
  zip: '31-042',
  city: 'Kraków',
  street: 'Rynek Główny',
  buildingNumber: '1',
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = AddressInput.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the address and registration pattern table (B §5)', () => {
  it('[FORM-01] an address is in Germany, Poland or the USA', () => {
    for (const country of ['DE', 'PL', 'US'])
      expect(
        errorsOf({ ...valid, country, zip: { DE: '10115', PL: '31-042', US: '94103' }[country] }),
      ).toEqual({});
    expect(errorsOf({ ...valid, country: 'AT', zip: '1010' })).toEqual({ country: 'countryInvalid' });
  });

  it('[FORM-02] a street: 1–255 letters (umlauts, ß, Polish letters), digits, space, dash, comma, dot', () => {
    for (const street of ['Straße des 17. Juni', 'Königsallee', 'ul. Świętokrzyska 3-5, lok.', 'A'])
      expect(STREET_PATTERN.test(street), street).toBe(true);
    for (const street of ['', 'Main St. #5', 'x'.repeat(256), '<script>'])
      expect(STREET_PATTERN.test(street), street).toBe(false);
    expect(errorsOf({ ...valid, street: 'Rynek; DROP' })).toEqual({ street: 'streetInvalid' });
  });

  it('[FORM-03] [FORM-04] [FORM-05] building number 1–10 characters, its addition and a company id number 1–255', () => {
    expect(BUILDING_NUMBER_PATTERN.test('12a/4')).toBe(true);
    expect(BUILDING_NUMBER_PATTERN.test('')).toBe(false);
    expect(BUILDING_NUMBER_PATTERN.test('12345678901')).toBe(false);
    expect(BUILDING_ADDITIONAL_PATTERN.test('x'.repeat(255))).toBe(true);
    expect(BUILDING_ADDITIONAL_PATTERN.test('x'.repeat(256))).toBe(false);
    expect(COMPANY_ID_NUMBER_PATTERN.test('DE123456789')).toBe(true);
    expect(COMPANY_ID_NUMBER_PATTERN.test('')).toBe(false);
    expect(errorsOf({ ...valid, buildingNumber: '12345678901' })).toEqual({
      buildingNumber: 'buildingNumberInvalid',
    });
  });

  it('[FORM-06] [FORM-07] [FORM-08] phone variant 1 (a leading +, 7–15 digits, spaces) on addresses; variant 2 allows no + and dashes', () => {
    for (const phone of ['+48 22 123 45 67', '+4930123456', '+1 415 555 0100'])
      expect(PHONE_PATTERN_INTERNATIONAL.test(phone), phone).toBe(true);
    for (const phone of ['22 123 45 67', '+48-22-123', '+123456', '+1234567890123456', '+48  22'])
      expect(PHONE_PATTERN_INTERNATIONAL.test(phone), phone).toBe(false);
    for (const phone of ['022-123-45-67', '+48 22 123 45 67', '1234567'])
      expect(PHONE_PATTERN_LOOSE.test(phone), phone).toBe(true);
    for (const phone of ['123456', '12--34567', 'call me'])
      expect(PHONE_PATTERN_LOOSE.test(phone), phone).toBe(false);
    // FORM-08: the address form takes variant 1 only.
    expect(errorsOf({ ...valid, phone: '022-123-45-67' })).toEqual({ phone: 'phoneInvalid' });
    expect(errorsOf({ ...valid, phone: '+48 22 123 45 67' })).toEqual({});
  });

  it('[FORM-09] [FORM-10] names of 1–50 letters, spaces, dashes; a city of 1–50 letters, digits, space, dash, comma, dot', () => {
    for (const name of ['Anna-Maria', 'Jürgen', 'Łucja Żak'])
      expect(PERSON_NAME_PATTERN.test(name), name).toBe(true);
    for (const name of ['', 'R2D2', 'x'.repeat(51), "O'Brien"])
      expect(PERSON_NAME_PATTERN.test(name), name).toBe(false);
    for (const city of ['Frankfurt am Main', 'Bielsko-Biała', 'St. Louis', 'Zielona Góra 2'])
      expect(CITY_PATTERN.test(city), city).toBe(true);
    for (const city of ['', 'x'.repeat(51), 'City/Town']) expect(CITY_PATTERN.test(city), city).toBe(false);
  });

  it('[FORM-11] [FORM-13] a postal code of five digits, NN-NNN or five plus four, and the form of its own country', () => {
    for (const zip of ['10115', '00-950', '94103-1234']) expect(ZIP_PATTERN.test(zip), zip).toBe(true);
    for (const zip of ['1011', '00950-', '0-950', 'ABCDE']) expect(ZIP_PATTERN.test(zip), zip).toBe(false);
    expect(isValidZip('00-950', 'PL')).toBe(true);
    expect(isValidZip('00950', 'PL')).toBe(false);
    expect(isValidZip('10115', 'DE')).toBe(true);
    expect(isValidZip('10-115', 'DE')).toBe(false);
    expect(isValidZip('94103-1234', 'US')).toBe(true);
    expect(isValidZip('1010', 'AT')).toBe(true);
    expect(isValidZip('8001', 'CH')).toBe(true);
    expect(errorsOf({ ...valid, zip: '31042' })).toEqual({ zip: 'zipInvalid' });
  });

  it('[FORM-12] [FORM-14] an IPv4 pattern and the e-mail pattern', () => {
    for (const ip of ['127.0.0.1', '255.255.255.255', '10.0.12.5'])
      expect(IPV4_PATTERN.test(ip), ip).toBe(true);
    for (const ip of ['256.1.1.1', '1.2.3', '01.2.3.4.5']) expect(IPV4_PATTERN.test(ip), ip).toBe(false);
    for (const email of ['anna.nowak@example.pl', 'j_doe+diet@mail.example.com'])
      expect(EMAIL_PATTERN.test(email), email).toBe(true);
    for (const email of ['anna@localhost', 'a..b@example.com', '@example.com', 'a@b.c'])
      expect(EMAIL_PATTERN.test(email), email).toBe(false);
    expect(errorsOf({ ...valid, email: 'anna@localhost' })).toEqual({ email: 'emailInvalid' });
  });
});
