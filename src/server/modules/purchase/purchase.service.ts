import type { z } from 'zod';
import type { BasketProductType } from '../../../core/contracts/basket';
import type {
  BillingAddress,
  PurchaseRegisterRequest,
  PurchaseRegisterResponse,
} from '../../../core/contracts/billing-addresses';
import type { Locale } from '../../../core/i18n/locales';
import { ForbiddenError, NotFoundError } from '../../errors';
import { translatorFor } from '../../i18n';

type Checked = z.output<typeof PurchaseRegisterRequest>;

/** The ports the purchase page's registration takes: the account, its address, its basket. */
export interface PurchasePorts {
  register(input: {
    firstname: string;
    lastname: string;
    email: string;
    password: string;
    captcha: string;
    gender: '';
    language: Locale;
  }): Promise<number>;
  createAddress(userId: number, address: Checked['address']): Promise<{ addresses: BillingAddress[] }>;
  isForSale(productType: BasketProductType, productId: number, locale: Locale): Promise<boolean>;
  addToBasket(
    userId: number,
    request: { productType: BasketProductType; productId: number; language: Locale },
  ): Promise<{ count: number; message: string }>;
}

/**
 * B §7 purchase-page register (PROMO-08, DECISIONS PROMO-09): one call makes the account, its billing address
 * and the basket line of the product the guest clicked, so the add completes by itself. Everything is checked
 * before anything is written: the form (route contract), the product, then the captcha and the address's
 * uniqueness in the registration itself.
 */
export function createPurchaseService(ports: PurchasePorts, settings: { registrationEnabled: boolean }) {
  return {
    async register(
      request: Checked,
    ): Promise<{ userId: number; answer: z.infer<typeof PurchaseRegisterResponse> }> {
      if (!settings.registrationEnabled) throw new ForbiddenError('registrationDisabled');
      const locale = request.language;
      const t = translatorFor(locale);
      const { product } = request;
      if (product && !(await ports.isForSale(product.productType, product.productId, locale)))
        throw new NotFoundError('productNotFound');
      const userId = await ports.register({
        firstname: request.account.firstname,
        lastname: request.account.lastname,
        email: request.account.email,
        password: request.account.password,
        captcha: request.captcha,
        gender: '',
        language: locale,
      });
      const { addresses } = await ports.createAddress(userId, request.address);
      const added = product ? await ports.addToBasket(userId, { ...product, language: locale }) : null;
      return {
        userId,
        answer: {
          success: true,
          message: String(
            t(added ? 'shop:purchase.registeredAndAdded' : 'shop:purchase.registered', {
              email: request.account.email,
            }),
          ),
          addresses,
          basketCount: added?.count ?? 0,
        },
      };
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
