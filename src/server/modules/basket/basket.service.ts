import {
  basketItemId,
  type AddToBasketRequest,
  type BasketRemoveResponse,
  type BasketResponse,
} from '../../../core/contracts/basket';
import { basketSummary, lineAmounts, presentAmounts, toMajor } from '../../../core/domain/basket';
import { currencyForLocale } from '../../../core/domain/format';
import type { Locale } from '../../../core/i18n/locales';
import { ConflictError, NotFoundError } from '../../errors';
import { translatorFor } from '../../i18n';
import type { BasketRepo } from './basket.repo';

const keyOf = (line: { product_type: string; product_id: number }) =>
  `${line.product_type}:${line.product_id}`;

/**
 * A member's basket on the server (issue 18 A1, BSK): lines per product, priced from the shop's current
 * prices whenever shown (a line never carries a price of its own), totals per currency in minor units.
 */
export function createBasketService(repo: BasketRepo, now: () => Date = () => new Date()) {
  async function show(userId: number, locale: Locale): Promise<BasketResponse> {
    const lines = await repo.lines(userId, locale);
    const prices = await repo.prices(lines);
    const byProduct = new Map<string, typeof prices>();
    for (const price of prices) byProduct.set(keyOf(price), [...(byProduct.get(keyOf(price)) ?? []), price]);
    const amounts = lines.map((line) => lineAmounts(byProduct.get(keyOf(line)) ?? []));
    return {
      items: lines.map((line, i) => ({
        id: line.id,
        productId: line.product_id,
        title: line.title,
        productType: line.product_type,
        total: presentAmounts(amounts[i]!),
      })),
      summary: presentAmounts(basketSummary(amounts)),
    };
  }

  return {
    show,

    /** B §7 addToBasket: a product with a price, not owned yet; adding it twice keeps one line. */
    async add(userId: number, request: AddToBasketRequest) {
      const locale = request.language;
      const t = translatorFor(locale);
      const product = await repo.product(request.productType, request.productId, locale);
      const currency = currencyForLocale(locale);
      const price = product
        ? (await repo.prices([{ product_type: request.productType, product_id: product.id }])).find(
            (row) => row.currency === currency,
          )
        : undefined;
      if (!product || !price) throw new NotFoundError('productNotFound');
      if (request.productType === 'ebook' && (await repo.ownsEbook(userId, product.id)))
        throw new ConflictError('productOwned');
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
