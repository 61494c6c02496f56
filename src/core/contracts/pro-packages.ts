import { z } from 'zod';

/** An amount of a package in the page's currency: formatted for the page, and in minor units for the shop. */
export const ProPackageAmount = z.object({
  formatted: z.string(),
  /** Minor units (grosze, cents). */
  minor: z.number().int(),
  currency: z.string(),
});
export type ProPackageAmount = z.infer<typeof ProPackageAmount>;

/** What buying the package saves against its regular price (HOME-13: a label such as "Save 25%"). */
export const ProPackageSavings = z.object({
  label: z.string(),
  formatted: z.string(),
  minor: z.number().int(),
  percent: z.number().int(),
});
export type ProPackageSavings = z.infer<typeof ProPackageSavings>;

/**
 * HOME-19: a professional package as the pricing cards and its page show it, in the page's language and
 * currency; `durationDays`, `seats` and `price.minor` are for the shop. `features` are all of them (a card
 * shows the first 8); `savings` is null when the package saves nothing.
 */
export const ProPackage = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  timeFeatureShort: z.string(),
  description: z.string(),
  durationDays: z.number().int(),
  /** How many accounts get the pro role (a team package: more than one). */
  seats: z.number().int(),
  price: ProPackageAmount,
  originalPrice: ProPackageAmount,
  savings: ProPackageSavings.nullable(),
  /** The VAT rate in the price, in whole percent (0 where the price is shown without tax: USD). */
  taxRatePercent: z.number(),
  features: z.array(z.string()),
  /** The package's page. */
  link: z.string(),
});
export type ProPackage = z.infer<typeof ProPackage>;

/** HOME-20: the answer of api_frontend_professional_packages (a failure answers the error body instead). */
export const ProPackagesResponse = z.object({
  packages: z.array(ProPackage),
  meta: z.object({ currency: z.string(), count: z.number().int() }),
  error: z.null(),
});
export type ProPackagesResponse = z.infer<typeof ProPackagesResponse>;
