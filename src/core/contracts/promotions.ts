import { z } from 'zod';
import { BASKET_PRODUCT_TYPES } from './basket';
import { LocaleSchema } from './common';

/** DECISIONS PROMO-10: the rules a promotion may follow. `welcome`: the first product of its type free once. */
export const PROMOTION_KINDS = ['welcome'] as const;
export const PROMOTION_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** What a basket line says of the promotion that priced it. */
export const LinePromotion = z.object({ key: z.string(), discountPercent: z.number().int() });
export type LinePromotion = z.infer<typeof LinePromotion>;

const instant = z.iso.datetime({ offset: true, error: 'dateInvalid' });
const discountPercent = z
  .number('invalidValue')
  .int('invalidValue')
  .min(1, 'invalidValue')
  .max(100, 'invalidValue');

/** An admin's new promotion (issue 18 A6): a window stored as data, a discount of 1–100 %. */
export const PromotionInput = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'promotionKeyInvalid'),
    kind: z.enum(PROMOTION_KINDS, 'invalidValue'),
    productType: z.enum(BASKET_PRODUCT_TYPES, 'productInvalid'),
    discountPercent,
    startsAt: instant,
    endsAt: instant,
  })
  .refine((promotion) => Date.parse(promotion.startsAt) < Date.parse(promotion.endsAt), {
    path: ['endsAt'],
    message: 'promotionWindowInvalid',
  });
export type PromotionInput = z.infer<typeof PromotionInput>;

/** A change of an existing promotion's window or discount (its key and rule stay). */
export const PromotionChange = z
  .object({
    discountPercent: discountPercent.optional(),
    startsAt: instant.optional(),
    endsAt: instant.optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { message: 'invalidValue' });

export const Promotion = z.object({
  id: z.number().int(),
  key: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  productType: z.enum(BASKET_PRODUCT_TYPES),
  discountPercent: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(PROMOTION_STATUSES),
});
export type Promotion = z.infer<typeof Promotion>;

export const PromotionsResponse = z.object({ promotions: z.array(Promotion) });
export const PromotionIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The welcome promotion as the public sees it: the running one, else the latest; whether it applies to me. */
export const WelcomePromotionQuery = z.object({ locale: LocaleSchema });
export const WelcomePromotionResponse = z.object({
  promotion: Promotion.nullable(),
  /** A signed-in member who would get it now; false for guests (they would, once registered). */
  eligible: z.boolean(),
});
export type WelcomePromotionResponse = z.infer<typeof WelcomePromotionResponse>;
