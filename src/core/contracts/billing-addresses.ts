import { z } from 'zod';
import { RegistrationDetails } from './auth';
import { AddToBasketRequest } from './basket';
import { LocaleSchema } from './common';
import {
  ADDRESS_COUNTRIES,
  BUILDING_ADDITIONAL_PATTERN,
  BUILDING_NUMBER_PATTERN,
  CITY_PATTERN,
  COMPANY_ID_NUMBER_PATTERN,
  isValidZip,
  optionalPatterned,
  patterned,
  PERSON_NAME_PATTERN,
  PHONE_PATTERN_INTERNATIONAL,
  STREET_PATTERN,
} from './form-patterns';

/** A billing address's salutation; empty when the buyer gives none. */
export const SALUTATIONS = ['mr', 'ms', ''] as const;

const TITLE_PATTERN = /^[\p{L} .-]{1,30}$/u;

/**
 * A buyer's billing address (B §7 purchase-page register, PROMO-08 field names), checked by the pattern table
 * (FORM-01…11, FORM-13; FORM-08: addresses take phone variant 1). Buying needs at least one (B §9).
 */
export const BillingAddressInput = z
  .object({
    salutation: z.enum(SALUTATIONS, 'invalidValue').default(''),
    title: optionalPatterned(TITLE_PATTERN),
    firstname: patterned(PERSON_NAME_PATTERN, 'firstNameInvalid'),
    lastname: patterned(PERSON_NAME_PATTERN, 'lastNameInvalid'),
    street: patterned(STREET_PATTERN, 'streetInvalid'),
    building_number: patterned(BUILDING_NUMBER_PATTERN, 'buildingNumberInvalid'),
    building_additional_information: optionalPatterned(BUILDING_ADDITIONAL_PATTERN),
    phone: optionalPatterned(PHONE_PATTERN_INTERNATIONAL, 'phoneInvalid'),
    company_identification_number: optionalPatterned(COMPANY_ID_NUMBER_PATTERN),
    country: z.enum(ADDRESS_COUNTRIES, 'countryInvalid'),
    zip: patterned(/^[\d-]{4,10}$/, 'zipInvalid'),
    city: patterned(CITY_PATTERN, 'cityInvalid'),
  })
  .superRefine((address, context) => {
    if (!isValidZip(address.zip, address.country))
      context.addIssue({ code: 'custom', path: ['zip'], message: 'zipInvalid' });
  });
export type BillingAddressInput = z.input<typeof BillingAddressInput>;

export const BillingAddress = z.object({
  id: z.number().int(),
  salutation: z.enum(SALUTATIONS),
  title: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.string(),
  building_number: z.string(),
  building_additional_information: z.string().nullable(),
  phone: z.string().nullable(),
  company_identification_number: z.string().nullable(),
  country: z.enum(ADDRESS_COUNTRIES),
  zip: z.string(),
  city: z.string(),
});
export type BillingAddress = z.infer<typeof BillingAddress>;

/** What an order keeps of the address it was billed to (the address itself may change or go later). */
export const BilledAddress = BillingAddress.omit({ id: true });
export type BilledAddress = z.infer<typeof BilledAddress>;

export const BillingAddressesResponse = z.object({ addresses: z.array(BillingAddress) });
export const CreateBillingAddressRequest = z.object({ address: BillingAddressInput, language: LocaleSchema });
export const CreatedBillingAddressResponse = z.object({
  address: BillingAddress,
  addresses: z.array(BillingAddress),
});
export const BillingAddressIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * B §7 purchase-page register (PROMO-08): the account, its first billing address, the product the guest
 * clicked (added to the new basket at once) and the page's language. The captcha is the registration's.
 */
export const PurchaseRegisterRequest = z.object({
  account: RegistrationDetails,
  address: BillingAddressInput,
  product: z
    .object({
      productId: AddToBasketRequest.shape.productId,
      productType: AddToBasketRequest.shape.productType,
    })
    .nullable()
    .default(null),
  captcha: z.string({ error: 'captchaMissing' }).min(1, 'captchaMissing').max(20_000, 'captchaInvalid'),
  language: LocaleSchema,
});
export type PurchaseRegisterRequest = z.input<typeof PurchaseRegisterRequest>;

export const PurchaseRegisterResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  addresses: z.array(BillingAddress),
  /** The basket after the pending add: its line count (the `basket:updated` detail). */
  basketCount: z.number().int(),
});
