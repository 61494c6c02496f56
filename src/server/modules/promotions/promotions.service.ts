import type { BasketProductType } from '../../../core/contracts/basket';
import type { Promotion, PromotionInput, WelcomePromotionResponse } from '../../../core/contracts/promotions';
import { promotionStatus } from '../../../core/domain/promotions';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { AuditActor } from '../audit/audit.repo';
import type { PromotionsRepo } from './promotions.repo';

type PromotionRow = NonNullable<Awaited<ReturnType<PromotionsRepo['byId']>>>;

/** What the basket and the checkout need of a promotion that applies to a member now. */
export interface ApplicablePromotion {
  id: number;
  key: string;
  kind: 'welcome';
  productType: BasketProductType;
  discountPercent: number;
}

/** Instants are kept in UTC, so they compare as text in either database. */
const utc = (instant: string) => new Date(instant).toISOString();

/**
 * Promotions as data with a validity window (issue 18 A6, DECISIONS PROMO-10). The welcome promotion gives a
 * member without a paid order one product of its type at its discount, once; the checkout's transaction is
 * what makes "once" hold under concurrency (see the orders repo).
 */
export function createPromotionsService(repo: PromotionsRepo, now: () => Date = () => new Date()) {
  const present = (row: PromotionRow): Promotion => ({
    id: row.id,
    key: row.key,
    kind: row.kind,
    productType: row.product_type,
    discountPercent: row.discount_percent,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: promotionStatus({ startsAt: row.starts_at, endsAt: row.ends_at }, now()),
  });

  /** The running welcome promotion, else the one that ended last (else the next to start). */
  async function welcome(): Promise<Promotion | null> {
    const all = (await repo.ofKind('welcome')).map(present);
    return (
      all.find((promotion) => promotion.status === 'active') ??
      all.find((promotion) => promotion.status === 'ended') ??
      all.at(-1) ??
      null
    );
  }

  async function applicableTo(userId: number): Promise<ApplicablePromotion | null> {
    const promotion = await welcome();
    if (promotion?.status !== 'active' || !(await repo.isNewTo(userId, 'welcome'))) return null;
    return { ...promotion, kind: 'welcome' };
  }

  return {
    applicableTo,

    async publicWelcome(userId: number | null): Promise<WelcomePromotionResponse> {
      return {
        promotion: await welcome(),
        eligible: userId !== null && (await applicableTo(userId)) !== null,
      };
    },

    list: async () => ({ promotions: (await repo.all()).map(present) }),

    async create(actor: AuditActor, input: PromotionInput): Promise<Promotion> {
      const id = await repo.insert({
        key: input.key,
        kind: input.kind,
        product_type: input.productType,
        discount_percent: input.discountPercent,
        starts_at: utc(input.startsAt),
        ends_at: utc(input.endsAt),
        created_at: now().toISOString(),
      });
      if (id === undefined) throw new ConflictError('promotionKeyTaken', { key: 'promotionKeyTaken' });
      const created = present((await repo.byId(id))!);
      await repo.audit({
        actor,
        action: 'promotion.create',
        targetType: 'promotion',
        targetId: id,
        after: created,
      });
      return created;
    },

    async update(
      actor: AuditActor,
      id: number,
      change: {
        discountPercent?: number | undefined;
        startsAt?: string | undefined;
        endsAt?: string | undefined;
      },
    ): Promise<Promotion> {
      const row = await repo.byId(id);
      if (!row) throw new NotFoundError('promotionNotFound');
      const startsAt = change.startsAt ? utc(change.startsAt) : row.starts_at;
      const endsAt = change.endsAt ? utc(change.endsAt) : row.ends_at;
      if (startsAt >= endsAt) throw new ValidationError({ endsAt: 'promotionWindowInvalid' });
      await repo.update(id, {
        starts_at: startsAt,
        ends_at: endsAt,
        ...(change.discountPercent === undefined ? {} : { discount_percent: change.discountPercent }),
      });
      const updated = present((await repo.byId(id))!);
      await repo.audit({
        actor,
        action: 'promotion.update',
        targetType: 'promotion',
        targetId: id,
        before: present(row),
        after: updated,
      });
      return updated;
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
