import { describe, expect, it } from 'vitest';
import { promotionStatus } from '../../../core/domain/promotions';
import { readJsonFile } from './content-files';
import { PromotionsFile } from './promotion-content';

const seeded = readJsonFile('content/promotions/promotions.json', PromotionsFile).promotions.find(
  (promotion) => promotion.kind === 'welcome',
)!;

describe('the seeded promotions (content/promotions)', () => {
  it('[PROMO-02] the seeded welcome promotion runs until the end of 31.12.2025 (Polish time), then it has ended', () => {
    expect(seeded.discountPercent).toBe(100);
    expect(promotionStatus(seeded, new Date('2025-06-01T12:00:00Z'))).toBe('active');
    expect(promotionStatus(seeded, new Date('2025-12-31T22:59:59.999Z'))).toBe('active');
    expect(promotionStatus(seeded, new Date('2025-12-31T23:00:00Z'))).toBe('ended');
    expect(promotionStatus(seeded, new Date('2026-11-27T10:00:00Z'))).toBe('ended');
    expect(promotionStatus(seeded, new Date('2024-12-31T22:59:59Z'))).toBe('upcoming');
  });
});
