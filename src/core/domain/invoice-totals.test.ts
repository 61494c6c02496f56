import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, invoiceTotals, lineAmounts, minorUnits } from './invoice-totals';

describe('invoice totals (issue 17 A7)', () => {
  it('a line: net = quantity × unit net price, tax = net × rate, each rounded half up to the minor unit', () => {
    expect(lineAmounts({ quantity: 1, unitNet: 15_000, taxRate: 23 })).toEqual({
      net: 15_000,
      tax: 3_450,
      gross: 18_450,
    });
    // 2 × 123.45 = 246.90; 8 % of it is 19.752 → 19.75.
    expect(lineAmounts({ quantity: 2, unitNet: 12_345, taxRate: 8 })).toEqual({
      net: 24_690,
      tax: 1_975,
      gross: 26_665,
    });
    // Exactly half a minor unit goes up: 0.5 × 0.01 = 0.005 → 0.01; 5 % of 0.10 = 0.005 → 0.01.
    expect(lineAmounts({ quantity: 0.5, unitNet: 1, taxRate: 0 }).net).toBe(1);
    expect(lineAmounts({ quantity: 1, unitNet: 10, taxRate: 5 }).tax).toBe(1);
    // Just below half stays down: 1.49 × 0.01 → 0.0149 → 0.01; 4 % of 0.10 = 0.004 → 0.00.
    expect(lineAmounts({ quantity: 1.49, unitNet: 1, taxRate: 0 }).net).toBe(1);
    expect(lineAmounts({ quantity: 1, unitNet: 10, taxRate: 4 }).tax).toBe(0);
    // Decimal quantities without binary noise: 0.29 × 100.00 is 29.00, not 28.999….
    expect(lineAmounts({ quantity: 0.29, unitNet: 10_000, taxRate: 0 }).net).toBe(2_900);
    expect(lineAmounts({ quantity: 3, unitNet: 0, taxRate: 23 })).toEqual({ net: 0, tax: 0, gross: 0 });
  });

  it('totals are the sums of the rounded lines; the tax summary groups them by rate, highest first', () => {
    const totals = invoiceTotals([
      { quantity: 1, unitNet: 333, taxRate: 23 },
      { quantity: 1, unitNet: 333, taxRate: 23 },
      { quantity: 1, unitNet: 1_000, taxRate: 8 },
      { quantity: 1, unitNet: 500, taxRate: 0 },
    ]);
    // 23 % of 3.33 is 0.7659 → 0.77 per line: 1.54 in all (not 23 % of 6.66 = 1.53).
    expect(totals.lines.map((line) => line.tax)).toEqual([77, 77, 80, 0]);
    expect(totals).toMatchObject({ net: 2_166, tax: 234, gross: 2_400 });
    expect(totals.byRate).toEqual([
      { taxRate: 23, net: 666, tax: 154, gross: 820 },
      { taxRate: 8, net: 1_000, tax: 80, gross: 1_080 },
      { taxRate: 0, net: 500, tax: 0, gross: 500 },
    ]);
    expect(invoiceTotals([])).toEqual({ lines: [], byRate: [], net: 0, tax: 0, gross: 0 });
  });

  it('for any lines the contract allows: integers, gross = net + tax, and the rate groups add up to the totals', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 999_900 }).map((hundredths) => hundredths / 100),
      unitNet: fc.integer({ min: 0, max: 100_000_000 }),
      taxRate: fc.integer({ min: 0, max: 27 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (items) => {
        const totals = invoiceTotals(items);
        for (const [index, amounts] of totals.lines.entries()) {
          expect(Number.isSafeInteger(amounts.net) && Number.isSafeInteger(amounts.tax)).toBe(true);
          expect(amounts.gross).toBe(amounts.net + amounts.tax);
          const exactNet = (Math.round(items[index]!.quantity * 100) * items[index]!.unitNet) / 100;
          expect(Math.abs(amounts.net - exactNet)).toBeLessThanOrEqual(0.5);
        }
        expect(totals.gross).toBe(totals.net + totals.tax);
        for (const key of ['net', 'tax', 'gross'] as const)
          expect(totals.byRate.reduce((sum, rate) => sum + rate[key], 0)).toBe(totals[key]);
      }),
    );
  });

  it('reads a typed price into minor units and adds days to a date', () => {
    expect(minorUnits('150')).toBe(15_000);
    expect(minorUnits(' 149,9 ')).toBe(14_990);
    expect(minorUnits('0.05')).toBe(5);
    for (const bad of ['', '1.234', '-5', '1e3', '12,34,5', 'abc']) expect(minorUnits(bad), bad).toBeNull();
    expect(addDays('2026-02-20', 14)).toBe('2026-03-06');
    expect(addDays('2028-12-25', 14)).toBe('2029-01-08');
  });
});
