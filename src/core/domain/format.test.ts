import { describe, expect, it } from 'vitest';
import { amountDecimals, currencyForLocale, formatAmount, formatPrice } from './format';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('number formatting', () => {
  it('[CONST-01] [CONST-02] currency: pl PLN, de EUR, en USD, anything else EUR', () => {
    expect(currencyForLocale('pl')).toBe('PLN');
    expect(currencyForLocale('de')).toBe('EUR');
    expect(currencyForLocale('en')).toBe('USD');
    expect(currencyForLocale('fr')).toBe('EUR');
  });

  it('[CONST-04] amounts above 10 have 0 decimals, others 2', () => {
    expect(amountDecimals(10.5)).toBe(0);
    expect(amountDecimals(10)).toBe(2);
    expect(amountDecimals(-12)).toBe(0);
    expect(formatAmount(123.456, 'en')).toBe('123');
    expect(formatAmount(9.5, 'en')).toBe('9.50');
  });

  it('[CONST-05] amounts are formatted per locale', () => {
    expect(formatAmount(2.5, 'pl')).toBe('2,50');
    expect(formatAmount(2.5, 'de')).toBe('2,50');
    expect(nbsp(formatAmount(12345.6, 'pl'))).toBe('12 346');
    expect(formatAmount(12345.6, 'de')).toBe('12.346');
    expect(formatAmount(12345.6, 'en')).toBe('12,346');
  });

  it('[CONST-03] prices always show 2 decimals in the locale currency', () => {
    expect(nbsp(formatPrice(49, 'pl'))).toBe('49,00 zł');
    expect(nbsp(formatPrice(49, 'de'))).toBe('49,00 €');
    expect(formatPrice(49, 'en')).toBe('$49.00');
  });
});
