import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { discountedMinor, promotedLine, promotionStatus } from './promotions';

const seeded = (
  JSON.parse(readFileSync('content/promotions/promotions.json', 'utf8')) as {
    promotions: Array<{
      key: string;
      kind: string;
      discountPercent: number;
      startsAt: string;
      endsAt: string;
    }>;
  }
).promotions.find((promotion) => promotion.kind === 'welcome')!;

describe('promotions (issue 18 A6)', () => {
  it('[PROMO-02] the seeded welcome promotion runs until the end of 31.12.2025 (Polish time), then it has ended', () => {
    expect(seeded.discountPercent).toBe(100);
    expect(promotionStatus(seeded, new Date('2025-06-01T12:00:00Z'))).toBe('active');
    expect(promotionStatus(seeded, new Date('2025-12-31T22:59:59.999Z'))).toBe('active');
    expect(promotionStatus(seeded, new Date('2025-12-31T23:00:00Z'))).toBe('ended');
    expect(promotionStatus(seeded, new Date('2026-11-27T10:00:00Z'))).toBe('ended');
    expect(promotionStatus(seeded, new Date('2024-12-31T22:59:59Z'))).toBe('upcoming');
  });

  it('a discount in whole percent, rounded half up to a minor unit; 100 % is free', () => {
    expect(discountedMinor(7_900, 100)).toBe(0);
    expect(discountedMinor(7_900, 0)).toBe(7_900);
    expect(discountedMinor(999, 15)).toBe(849); // 149.85 off → 150
    expect(discountedMinor(1, 50)).toBe(0);
  });

  it('prices the oldest line of the promotion’s product type, or none', () => {
    const lines = [
      { id: 1, product_type: 'ebook' },
      { id: 2, product_type: 'diet_template' },
      { id: 3, product_type: 'diet_template' },
    ];
    expect(promotedLine(lines, 'diet_template')?.id).toBe(2);
    expect(promotedLine(lines, 'pro_package')).toBeUndefined();
  });
});
