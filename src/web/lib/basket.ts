import { BASKET_UPDATED_EVENT, type BasketUpdatedDetail } from '../../core/contracts/basket';
import type { Locale } from '../../core/i18n/locales';

/** The basket's query key: every view of it (the header's panel, the basket page) shares the answer. */
export const basketKey = (locale: Locale) => ['basket', locale] as const;

/** DECISIONS BSK-07: tells every basket view the basket changed (`basket:updated`, `{ detail: { count } }`). */
export function announceBasketUpdate(count: number): void {
  window.dispatchEvent(new CustomEvent<BasketUpdatedDetail>(BASKET_UPDATED_EVENT, { detail: { count } }));
}
