import { z } from 'zod';
import { LocaleSchema } from './common';

/** What a basket holds (issue 18 A1): e-books, diet templates and pro packages. */
export const BASKET_PRODUCT_TYPES = ['ebook', 'diet_template', 'pro_package'] as const;
export type BasketProductType = (typeof BASKET_PRODUCT_TYPES)[number];
export const CURRENCIES = ['PLN', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** One currency's amounts (BSK-04), in major units with 2 decimals, computed from integer minor units. */
export const BasketAmount = z.object({ priceTotalWithTaxAndDiscount: z.number(), priceTax: z.number() });
export type BasketAmount = z.infer<typeof BasketAmount>;
const PerCurrency = z.partialRecord(z.enum(CURRENCIES), BasketAmount);

/** The purchase page's add call (B §7): product id and type, the page's language. */
export const AddToBasketRequest = z.object({
  productId: z.coerce
    .number('productInvalid')
    .int('productInvalid')
    .positive('productInvalid')
    .max(2_147_483_647),
  productType: z.enum(BASKET_PRODUCT_TYPES, 'productInvalid'),
  language: LocaleSchema,
});
export type AddToBasketRequest = z.infer<typeof AddToBasketRequest>;

/** BSK-04: a basket line. */
export const BasketItem = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  productType: z.enum(BASKET_PRODUCT_TYPES),
  total: PerCurrency,
  /** The promotion that priced this line (its total is after the discount), or null. */
  promotion: z.object({ key: z.string(), discountPercent: z.number().int() }).nullable().default(null),
});
export type BasketItem = z.infer<typeof BasketItem>;

export const AddToBasketResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The product as added, priced in the page's currency. */
  preview: z.object({ title: z.string(), price: z.number(), currency: z.enum(CURRENCIES) }),
  item: BasketItem,
  /** How many lines the basket has now (the `basket:updated` event's detail). */
  count: z.number().int(),
});

/** BSK-03: the header's basket: lines and the totals per currency. */
export const BasketResponse = z.object({ items: z.array(BasketItem), summary: PerCurrency });
export type BasketResponse = z.infer<typeof BasketResponse>;

export const BasketQuery = z.object({ locale: LocaleSchema, _locale: LocaleSchema });

/** BSK-11, BSK-12: `{id, locale}`; a missing or non-numeric id is not an error — nothing happens. */
export const BasketRemoveRequest = z.object({
  id: z.unknown().optional(),
  locale: LocaleSchema,
});
export const BasketRemoveResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  count: z.number().int(),
});
export type BasketRemoveResponse = z.infer<typeof BasketRemoveResponse>;

/** BSK-11: the id a removal names, or null when it is missing or not a whole positive number. */
export function basketItemId(id: unknown): number | null {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}
