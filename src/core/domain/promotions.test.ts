import { describe, expect, it } from 'vitest';
import { discountedMinor, promotedLine, promotionStatus } from './promotions';

describe('promotions (issue 18 A6)', () => {
  it('a window includes its start and ends at its end', () => {
    const window = { startsAt: '2027-03-01T00:00:00.000Z', endsAt: '2027-04-01T00:00:00.000Z' };
    expect(promotionStatus(window, new Date('2027-02-28T23:59:59.999Z'))).toBe('upcoming');
    expect(promotionStatus(window, new Date('2027-03-01T00:00:00.000Z'))).toBe('active');
    expect(promotionStatus(window, new Date('2027-04-01T00:00:00.000Z'))).toBe('ended');
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
