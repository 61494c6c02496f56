import type { BasketAmount, Currency } from '../contracts/basket';
import { discountedMinor } from './promotions';

/** The tax inside a gross price (minor units; the rate in basis points), rounded half up to a minor unit. */
export function taxOfGross(grossMinor: number, rateBp: number): number {
  return Math.floor((grossMinor * rateBp) / (10_000 + rateBp) + 0.5);
}

/** Minor units → the answer's major units with 2 decimals (BSK-04). */
export const toMajor = (minor: number): number => Math.round(minor) / 100;

/**
 * One line's amounts per currency, from its prices (gross final price and tax rate per currency), after a
 * promotion's discount in whole percent; the tax is that of the discounted price.
 */
export function lineAmounts(
  prices: ReadonlyArray<{ currency: string; final_minor: number; tax_rate_bp: number }>,
  discountPercent = 0,
): Partial<Record<Currency, { grossMinor: number; taxMinor: number }>> {
  const amounts: Partial<Record<Currency, { grossMinor: number; taxMinor: number }>> = {};
  for (const price of prices)
    if (price.currency === 'PLN' || price.currency === 'EUR' || price.currency === 'USD') {
      const grossMinor = discountedMinor(price.final_minor, discountPercent);
      amounts[price.currency] = { grossMinor, taxMinor: taxOfGross(grossMinor, price.tax_rate_bp) };
    }
  return amounts;
}

/** The basket's totals per currency: the sum of its lines' (each rounded on its own). */
export function basketSummary(
  lines: ReadonlyArray<Partial<Record<Currency, { grossMinor: number; taxMinor: number }>>>,
): Partial<Record<Currency, { grossMinor: number; taxMinor: number }>> {
  const summary: Partial<Record<Currency, { grossMinor: number; taxMinor: number }>> = {};
  for (const line of lines)
    for (const [currency, amount] of Object.entries(line) as Array<
      [Currency, { grossMinor: number; taxMinor: number }]
    >) {
      const sum = (summary[currency] ??= { grossMinor: 0, taxMinor: 0 });
      sum.grossMinor += amount.grossMinor;
      sum.taxMinor += amount.taxMinor;
    }
  return summary;
}

/** Minor-unit amounts as the basket answer carries them. */
export function presentAmounts(
  amounts: Partial<Record<Currency, { grossMinor: number; taxMinor: number }>>,
): Partial<Record<Currency, BasketAmount>> {
  return Object.fromEntries(
    Object.entries(amounts).map(([currency, amount]) => [
      currency,
      { priceTotalWithTaxAndDiscount: toMajor(amount.grossMinor), priceTax: toMajor(amount.taxMinor) },
    ]),
  );
}
