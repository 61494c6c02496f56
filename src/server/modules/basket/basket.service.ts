import {
  basketItemId,
  type BasketProductType,
  type AddToBasketRequest,
  type BasketRemoveResponse,
  type BasketResponse,
} from '../../../core/contracts/basket';
import { basketSummary, lineAmounts, presentAmounts, toMajor } from '../../../core/domain/basket';
import { currencyForLocale } from '../../../core/domain/format';
import { promotedLine } from '../../../core/domain/promotions';
import type { Locale } from '../../../core/i18n/locales';
import { ConflictError, NotFoundError } from '../../errors';
import { translatorFor } from '../../i18n';
import type { BasketRepo } from './basket.repo';

/** What adding a product the member has already says (e-books and diet templates are one per account). */
export const OWNED_MESSAGE: Record<BasketProductType, string> = {
  ebook: 'productOwned',
  diet_template: 'templateOwned',
  pro_package: 'productOwned',
};

const keyOf = (line: { product_type: string; product_id: number }) =>
  `${line.product_type}:${line.product_id}`;

/** What the basket asks other modules: the promotion a member would get now, and whether they can be billed. */
export interface BasketRules {
  promotionFor(userId: number): Promise<{ key: string; productType: string; discountPercent: number } | null>;
  hasBillingAddress(userId: number): Promise<boolean>;
  /** B §9 read-only: sales paused, nothing is added. */
  salesPaused: boolean;
}

/**
 * A member's basket on the server (issue 18 A1, BSK): lines per product, priced from the shop's current
 * prices whenever shown (a line never carries a price of its own), totals per currency in minor units; a
 * running promotion prices its line as the checkout will (the same `promotedLine`).
 */
export function createBasketService(
  repo: BasketRepo,
  rules: BasketRules,
  now: () => Date = () => new Date(),
) {
  async function show(userId: number, locale: Locale): Promise<BasketResponse> {
    const [lines, promotion] = await Promise.all([repo.lines(userId, locale), rules.promotionFor(userId)]);
    const prices = await repo.prices(lines);
    const byProduct = new Map<string, typeof prices>();
    for (const price of prices) byProduct.set(keyOf(price), [...(byProduct.get(keyOf(price)) ?? []), price]);
    const promoted = promotion ? promotedLine(lines, promotion.productType) : undefined;
    const amounts = lines.map((line) =>
      lineAmounts(byProduct.get(keyOf(line)) ?? [], line === promoted ? promotion!.discountPercent : 0),
    );
    return {
      items: lines.map((line, i) => ({
        id: line.id,
        productId: line.product_id,
        title: line.title,
        productType: line.product_type,
        total: presentAmounts(amounts[i]!),
        promotion:
          line === promoted ? { key: promotion!.key, discountPercent: promotion!.discountPercent } : null,
      })),
      summary: presentAmounts(basketSummary(amounts)),
    };
  }

  /** A product that exists and has a price in the page's currency. */
  async function priced(type: BasketProductType, id: number, locale: Locale) {
    const product = await repo.product(type, id, locale);
    const price = product
      ? (await repo.prices([{ product_type: type, product_id: product.id }])).find(
          (row) => row.currency === currencyForLocale(locale),
        )
      : undefined;
    return product && price ? { product, price } : undefined;
  }

  return {
    show,
    isForSale: async (type: BasketProductType, id: number, locale: Locale) =>
      (await priced(type, id, locale)) !== undefined,

    /** B §7 addToBasket: a product with a price, not owned yet; adding it twice keeps one line. */
    async add(userId: number, request: AddToBasketRequest) {
      const locale = request.language;
      const t = translatorFor(locale);
      if (rules.salesPaused) throw new ConflictError('salesPaused');
      const found = await priced(request.productType, request.productId, locale);
      if (!found) throw new NotFoundError('productNotFound');
      const { product, price } = found;
      const currency = currencyForLocale(locale);
      // B §9: buying needs an address to bill to.
      if (!(await rules.hasBillingAddress(userId))) throw new ConflictError('billingAddressRequired');
      if (await repo.owns(userId, request.productType, product.id))
        throw new ConflictError(OWNED_MESSAGE[request.productType]);
      const line = await repo.add(userId, request.productType, product.id, now().toISOString());
      const item = (await show(userId, locale)).items.find((entry) => entry.id === line.id)!;
      return {
        success: true as const,
        message: String(
          t(line.added ? 'shop:basket.added' : 'shop:basket.alreadyIn', { title: product.title }),
        ),
        preview: { title: product.title, price: toMajor(price.final_minor), currency },
        item,
        count: await repo.count(userId),
      };
    },

    /** BSK-11, BSK-12: a missing or non-numeric id changes nothing; another member's line is not found. */
    async remove(userId: number, id: unknown, locale: Locale): Promise<BasketRemoveResponse> {
      const t = translatorFor(locale);
      const lineId = basketItemId(id);
      if (lineId === null) return { success: true, message: '', count: await repo.count(userId) };
      if (!(await repo.remove(userId, lineId))) throw new NotFoundError('basketItemNotFound');
      return { success: true, message: String(t('shop:basket.removed')), count: await repo.count(userId) };
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
