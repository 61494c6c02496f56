/**
 * An invoice's figures (issue 17 A7, PROF-31), in integer minor units (grosze, cents) so that nothing is lost
 * to floating point. Each line is rounded on its own, half up: its net is quantity × unit net price, its tax
 * the net × rate; the totals are the sums of the lines, and the tax summary groups the lines by rate. The
 * server stores only what this computes; the form shows the same as a preview.
 */

export interface InvoiceLineInput {
  /** Up to two decimals (1.5 hours). */
  quantity: number;
  /** Minor units, not negative. */
  unitNet: number;
  /** Percent, a whole number 0–27. */
  taxRate: number;
}

export interface InvoiceLineAmounts {
  net: number;
  tax: number;
  gross: number;
}

export interface InvoiceRateAmounts extends InvoiceLineAmounts {
  taxRate: number;
}

export interface InvoiceTotals extends InvoiceLineAmounts {
  lines: InvoiceLineAmounts[];
  /** One entry per tax rate, highest rate first. */
  byRate: InvoiceRateAmounts[];
}

/** `numerator / denominator` rounded half up, for a numerator ≥ 0 and a denominator > 0 (integers). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A quantity in hundredths: 1.5 → 150 (the decimals a contract allows, without binary noise: 0.29 → 29). */
export function hundredths(quantity: number): number {
  return Math.round(quantity * 100);
}

export function lineAmounts({ quantity, unitNet, taxRate }: InvoiceLineInput): InvoiceLineAmounts {
  const net = divideHalfUp(hundredths(quantity) * unitNet, 100);
  const tax = divideHalfUp(net * taxRate, 100);
  return { net, tax, gross: net + tax };
}

export function invoiceTotals(items: readonly InvoiceLineInput[]): InvoiceTotals {
  const lines = items.map(lineAmounts);
  const rates = new Map<number, InvoiceRateAmounts>();
  lines.forEach((line, index) => {
    const taxRate = items[index]!.taxRate;
    const sum = rates.get(taxRate) ?? { taxRate, net: 0, tax: 0, gross: 0 };
    rates.set(taxRate, {
      taxRate,
      net: sum.net + line.net,
      tax: sum.tax + line.tax,
      gross: sum.gross + line.gross,
    });
  });
  const total = (key: keyof InvoiceLineAmounts) => lines.reduce((sum, line) => sum + line[key], 0);
  return {
    lines,
    byRate: [...rates.values()].sort((a, b) => b.taxRate - a.taxRate),
    net: total('net'),
    tax: total('tax'),
    gross: total('gross'),
  };
}

/** Minor units from a price as typed (`149.99`, `149,99`, `150`); null when it is not such a number. */
export function minorUnits(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Days added to an ISO date (`2026-03-01` + 14 → `2026-03-15`). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
