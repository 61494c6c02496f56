import type { PromotionStatus } from '../contracts/promotions';

/** PROMO-02: a promotion runs from its start (inclusive) to its end (exclusive). */
export function promotionStatus(window: { startsAt: string; endsAt: string }, at: Date): PromotionStatus {
  const now = at.getTime();
  if (now < Date.parse(window.startsAt)) return 'upcoming';
  return now < Date.parse(window.endsAt) ? 'active' : 'ended';
}

/** A price after a discount of whole percent, rounded half up to a minor unit (0 at 100 %). */
export const discountedMinor = (grossMinor: number, percent: number): number =>
  grossMinor - Math.floor((grossMinor * percent) / 100 + 0.5);

/**
 * Which basket line a welcome promotion prices (PROMO-01: one product free once): the oldest line of the
 * promotion's product type, or none. The basket and the checkout ask the same question, so they agree.
 */
export function promotedLine<Line extends { product_type: string }>(
  lines: readonly Line[],
  productType: string,
): Line | undefined {
  return lines.find((line) => line.product_type === productType);
}
