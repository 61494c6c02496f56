import { randomBytes } from 'node:crypto';
import type { TFunction } from 'i18next';
import type { BasketProductType, Currency } from '../../../core/contracts/basket';
import { DietMetaSchema, type PlanDayInput } from '../../../core/contracts/diet-plan';
import { BilledAddress } from '../../../core/contracts/billing-addresses';
import type { CheckoutResponse, Order, PaymentMethod } from '../../../core/contracts/orders';
import { lineAmounts, toMajor } from '../../../core/domain/basket';
import {
  templateAsDiet,
  templateSchedule,
  type StoredTemplatePlan,
} from '../../../core/domain/diet-template-diet';
import { currencyForLocale } from '../../../core/domain/format';
import { promotedLine } from '../../../core/domain/promotions';
import type { Locale } from '../../../core/i18n/locales';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import { translatorFor } from '../../i18n';
import { orderNumber } from '../../../core/domain/order-number';
import type { AuditActor } from '../audit/audit.repo';
import type { OrdersRepo } from './orders.repo';
import type { BankAccount, PaymentProvider } from './payment-providers';

/** The basket's port: a member's lines with their product names, the shop's prices, and ownership. */
export interface BasketLines {
  lines(
    userId: number,
    locale: Locale,
  ): Promise<Array<{ id: number; product_type: BasketProductType; product_id: number; title: string }>>;
  prices(lines: Array<{ product_type: string; product_id: number }>): Promise<
    Array<{
      product_type: string;
      product_id: number;
      currency: string;
      final_minor: number;
      tax_rate_bp: number;
    }>
  >;
  owns(userId: number, type: BasketProductType, id: number): Promise<boolean>;
}

/** The billing addresses' port: the address an order is billed to (the one named, else the newest). */
export interface BillingAddresses {
  billedAddress(userId: number, id?: number): Promise<BilledAddress | undefined>;
}

/** The promotions' port: the promotion a member gets now, if any (DECISIONS PROMO-10). */
export interface Promotions {
  applicableTo(userId: number): Promise<{
    id: number;
    kind: 'welcome';
    productType: string;
    discountPercent: number;
  } | null>;
}

/** The diets module's port: a member's latest diet (their own figures) and saving a new one. */
export interface DietSaver {
  latest(userId: number): Promise<{ meta: string }>;
  save(
    userId: number,
    input: {
      name?: string;
      plan: PlanDayInput[];
      meta: ReturnType<typeof DietMetaSchema.parse>;
      version: number;
    },
    language: { t: TFunction; locale: Locale },
  ): Promise<{ id: number }>;
}

/** The notifications module's port (issue 19 A5): the buyer hears that their order is paid. */
export type OrderNotify = (
  userId: number,
  kind: 'order_paid',
  params: { order: string; number: string },
) => Promise<void>;

/** The payment provider failed (its service unreachable or refusing): try again later. */
export class ProviderError extends AppError {
  readonly statusCode = 502;
  readonly code = 'payment_provider_failed';
  constructor(
    readonly reason: unknown,
    messageKey: 'paymentProviderFailed' | 'refundProviderFailed' = 'paymentProviderFailed',
  ) {
    super(messageKey);
  }
}

type OrderRow = NonNullable<Awaited<ReturnType<OrdersRepo['byUid']>>>;
type ItemRow = Awaited<ReturnType<OrdersRepo['items']>>[number];

/**
 * Checkout, orders and what paying grants (issue 18 A3, A4). Prices are the shop's at the moment of checkout,
 * read here (the browser sends none); an order is paid once however often a payment is reported, and each
 * item's grant runs at most once (claimed first).
 */
export function createOrdersService({
  repo,
  basket,
  diets,
  billing,
  promotions,
  providers,
  bank,
  publicUrl,
  salesPaused = false,
  now = () => new Date(),
  notify = async () => undefined,
}: {
  repo: OrdersRepo;
  basket: BasketLines;
  diets: DietSaver;
  billing: BillingAddresses;
  promotions: Promotions;
  providers: PaymentProvider[];
  bank: BankAccount;
  publicUrl: string;
  /** B §9 read-only: sales paused, no checkout. */
  salesPaused?: boolean;
  now?: () => Date;
  /** Never throws: the order is paid whether or not its notice is stored. */
  notify?: OrderNotify;
}) {
  const providerFor = (method: PaymentMethod) => providers.find((provider) => provider.method === method);

  function present(row: OrderRow, items: ItemRow[]): Order {
    const gross = Number(row.gross_minor);
    return {
      uid: row.uid,
      number: orderNumber(row),
      status: row.status,
      paymentMethod: row.payment_method,
      currency: row.currency,
      total: { priceTotalWithTaxAndDiscount: toMajor(gross), priceTax: toMajor(Number(row.tax_minor)) },
      items: items.map((item) => ({
        productType: item.product_type,
        productId: item.product_id,
        title: item.title,
        amount: {
          priceTotalWithTaxAndDiscount: toMajor(Number(item.gross_minor)),
          priceTax: toMajor(Number(item.tax_minor)),
        },
        discount: toMajor(Number(item.discount_minor)),
      })),
      createdAt: row.created_at,
      paidAt: row.paid_at,
      transfer:
        row.payment_method === 'bank_transfer'
          ? {
              accountHolder: bank.holder,
              iban: bank.iban,
              bic: bank.bic,
              reference: orderNumber(row),
              amount: toMajor(gross),
              currency: row.currency,
            }
          : null,
      billingAddress: row.billing_address ? BilledAddress.parse(JSON.parse(row.billing_address)) : null,
    };
  }

  async function presentOne(row: OrderRow): Promise<Order> {
    return present(row, await repo.items([row.id]));
  }

  /** Each item's grant, at most once: an e-book's access; a template's plan as the buyer's own diet. */
  async function grant(row: OrderRow): Promise<void> {
    const at = now().toISOString();
    for (const item of await repo.items([row.id])) {
      if (!(await repo.claimGrant(item.id, at))) continue;
      try {
        if (item.product_type === 'ebook')
          await repo.grantEbook(row.user_id, item.product_id, `order:${row.uid}`, at);
        else if (item.product_type === 'pro_package') {
          await repo.grantPro(row.user_id, item.product_id, at);
          await repo.takeFirstSeat(item.id, row.user_id, item.product_id, at);
        } else await grantTemplate(row, item, at);
      } catch (error) {
        // Not granted after all: the next report of the payment (or an admin) tries again.
        await repo.releaseGrant(item.id);
        throw error;
      }
    }
  }

  async function grantTemplate(row: OrderRow, item: ItemRow, at: string): Promise<void> {
    const template = await repo.template(item.product_id);
    if (!template) return;
    const own = await diets.latest(row.user_id).then(
      (diet) => DietMetaSchema.safeParse(JSON.parse(diet.meta)),
      () => null,
    );
    const startDate = at.slice(0, 10);
    const { days, targetCalories } = templateAsDiet(
      JSON.parse(template.plan) as StoredTemplatePlan,
      { kcal: template.kcal, targetKcal: template.target_kcal },
      { startDate, targetCalories: own?.success ? own.data.targetCalories : null },
    );
    const meta = DietMetaSchema.parse({
      personalData: own?.success ? own.data.personalData : {},
      preferences: {
        dietType: template.diet_type,
        allergens: JSON.parse(template.excluded_allergens) as string[],
        ...(own?.success ? { monitoredNutrients: own.data.preferences.monitoredNutrients } : {}),
      },
      schedule: { items: templateSchedule(template.meals_per_day) },
      targetCalories,
      planDuration: days.length,
      startDate,
      generatedAt: at,
    });
    const locale = (['pl', 'de', 'en'].includes(row.locale) ? row.locale : 'en') as Locale;
    await diets.save(
      row.user_id,
      { name: item.title, plan: days, meta, version: 0 },
      { t: translatorFor(locale), locale },
    );
  }

  /** Paid once; an admin's confirmation (`actor`) is written to the audit log when it changed the status. */
  async function paid(row: OrderRow, actor: AuditActor | null = null): Promise<Order> {
    if (row.status === 'cancelled') throw new ConflictError('orderCancelled');
    const at = now().toISOString();
    if (await repo.markPaid(row.id, at)) {
      if (actor)
        await repo.audit({
          actor,
          action: 'order.paid',
          targetType: 'order',
          targetId: row.uid,
          before: { status: row.status, paidAt: row.paid_at },
          after: { status: 'paid', paidAt: at },
        });
      await grant((await repo.byUid(row.uid))!);
      await notify(row.user_id, 'order_paid', { order: row.uid, number: orderNumber(row) });
    }
    return presentOne((await repo.byUid(row.uid))!);
  }

  return {
    methods: () => providers.map((provider) => provider.method),

    async checkout(
      userId: number,
      request: { paymentMethod?: PaymentMethod | undefined; addressId?: number | undefined; locale: Locale },
    ): Promise<CheckoutResponse> {
      const { locale } = request;
      if (salesPaused) throw new ConflictError('salesPaused');
      if (!request.paymentMethod) throw new ValidationError({ paymentMethod: 'noPaymentMethod' });
      const provider = providerFor(request.paymentMethod);
      if (!provider) throw new ValidationError({ paymentMethod: 'paymentMethodUnavailable' });
      const billed = await billing.billedAddress(userId, request.addressId);
      if (!billed) throw new ConflictError('billingAddressRequired', { addressId: 'billingAddressRequired' });
      const lines = await basket.lines(userId, locale);
      if (lines.length === 0) throw new ConflictError('basketEmpty');
      const currency: Currency = currencyForLocale(locale);
      const [prices, promotion] = await Promise.all([basket.prices(lines), promotions.applicableTo(userId)]);
      const promoted = promotion ? promotedLine(lines, promotion.productType) : undefined;
      const items = [];
      for (const line of lines) {
        // Bought meanwhile (another order was paid): e-books and templates are one per account.
        if (await basket.owns(userId, line.product_type, line.product_id))
          throw new ConflictError(line.product_type === 'ebook' ? 'productOwned' : 'templateOwned');
        const own = prices.filter(
          (p) => p.product_type === line.product_type && p.product_id === line.product_id,
        );
        const full = lineAmounts(own)[currency];
        const amount = lineAmounts(own, line === promoted ? promotion!.discountPercent : 0)[currency];
        const rate = own.find((p) => p.currency === currency)?.tax_rate_bp;
        if (!full || !amount || rate === undefined) throw new ConflictError('productNotFound');
        items.push({
          product_type: line.product_type,
          product_id: line.product_id,
          title: line.title,
          gross_minor: amount.grossMinor,
          tax_minor: amount.taxMinor,
          tax_rate_bp: rate,
          discount_minor: full.grossMinor - amount.grossMinor,
        });
      }
      const createdAt = now().toISOString();
      const uid = randomBytes(12).toString('base64url');
      const id = await repo.create(
        {
          uid,
          user_id: userId,
          status: 'awaiting_payment',
          payment_method: provider.method,
          currency,
          locale,
          gross_minor: items.reduce((sum, item) => sum + item.gross_minor, 0),
          tax_minor: items.reduce((sum, item) => sum + item.tax_minor, 0),
          provider_ref: null,
          created_at: createdAt,
          paid_at: null,
          billing_address: JSON.stringify(billed),
        },
        items,
        lines.map((line) => line.id),
        promoted && promotion ? { kind: promotion.kind, promotion_id: promotion.id } : null,
      );
      // A parallel checkout took the basket or the free diet first: nothing was written; the basket tells.
      if (id === undefined) throw new ConflictError('checkoutChanged');
      const row = (await repo.byUid(uid))!;
      const back = (query: string) => `${publicUrl}/${locale}/account/orders?order=${uid}${query}`;
      const started = await provider
        .start(
          {
            uid,
            number: orderNumber(row),
            currency,
            grossMinor: Number(row.gross_minor),
            locale,
            email: await repo.email(userId),
            items: items.map((item) => ({ title: item.title, grossMinor: item.gross_minor })),
          },
          { success: back('&paid=1'), cancel: back('&cancelled=1') },
        )
        .catch(async (error: unknown) => {
          // The provider could not take the order: it is cancelled and the basket is as it was.
          await repo.cancelAndRestore(id, userId, lines);
          throw new ProviderError(error);
        });
      if (started.providerRef) await repo.setProviderRef(id, started.providerRef);
      // A free basket (a 0.00 total) needs no payment.
      const order = Number(row.gross_minor) === 0 ? await paid(row) : await presentOne(row);
      return { order, redirectUrl: order.status === 'paid' ? null : started.redirectUrl };
    },

    async orders(userId: number): Promise<Order[]> {
      const rows = await repo.ofUser(userId);
      const items = await repo.items(rows.map((row) => row.id));
      return rows.map((row) =>
        present(
          row,
          items.filter((item) => item.order_id === row.id),
        ),
      );
    },

    /** One of the member's orders; anyone else's is not found. */
    async order(userId: number, uid: string): Promise<Order> {
      const row = await repo.byUid(uid);
      if (!row || row.user_id !== userId) throw new NotFoundError('orderNotFound');
      return presentOne(row);
    },

    /** The daily job: members whose bought pro time has run out lose the role (an admin's grant has no end). */
    expirePro: () => repo.expirePro(now().toISOString().slice(0, 10)),

    /** An admin confirms a bank transfer arrived (issue 24 A3: with an audit row naming them). */
    async confirmTransfer(uid: string, actor: AuditActor | null = null): Promise<Order> {
      const row = await repo.byUid(uid);
      if (!row) throw new NotFoundError('orderNotFound');
      return paid(row, actor);
    },

    /**
     * Issue 24 A3: an admin refunds a paid order (anything else: 409). What it granted is revoked (see the repo's
     * `refund`), with an audit row. A card payment is paid back through Stripe first (the whole amount; should
     * Stripe refuse, nothing changes: 502); a bank transfer's money goes back by hand.
     */
    async refund(uid: string, actor: AuditActor): Promise<Order> {
      const row = await repo.byUid(uid);
      if (!row) throw new NotFoundError('orderNotFound');
      if (row.status !== 'paid') throw new ConflictError('orderNotRefundable');
      const provider = providerFor(row.payment_method);
      if (provider?.refund && row.provider_ref)
        try {
          await provider.refund({ providerRef: row.provider_ref, orderUid: row.uid });
        } catch (error) {
          throw new ProviderError(error, 'refundProviderFailed');
        }
      const done = await repo.refund(
        row,
        { at: now().toISOString(), adminId: actor.id },
        {
          actor,
          action: 'order.refunded',
          targetType: 'order',
          targetId: row.uid,
          before: { status: row.status, paidAt: row.paid_at },
        },
      );
      if (!done) throw new ConflictError('orderNotRefundable');
      return presentOne((await repo.byUid(uid))!);
    },

    /**
     * A verified `checkout.session.completed`: the order it names is paid if the session is the order's own and
     * its amount and currency are the order's; a replayed event changes nothing.
     */
    async stripeSessionCompleted(
      eventId: string,
      session: {
        id: string;
        client_reference_id: string | null;
        amount_total: number | null;
        currency: string | null;
        payment_status: string;
      },
    ): Promise<'paid' | 'ignored' | 'replay'> {
      if (!(await repo.firstTime('stripe', eventId, now().toISOString()))) return 'replay';
      const row = session.client_reference_id ? await repo.byUid(session.client_reference_id) : undefined;
      if (
        !row ||
        row.provider_ref !== session.id ||
        session.payment_status !== 'paid' ||
        session.amount_total !== Number(row.gross_minor) ||
        session.currency?.toUpperCase() !== row.currency
      )
        return 'ignored';
      await paid(row);
      return 'paid';
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
