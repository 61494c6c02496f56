import type { Locale } from '../../core/i18n/locales';

/**
 * DECISIONS BSK-07: the window event that makes every basket view reload. Kept out of the basket's
 * contracts, whose schemas would bring zod into the page shell.
 */
export const BASKET_UPDATED_EVENT = 'basket:updated';
export interface BasketUpdatedDetail {
  count: number;
}

/** The basket's query key: every view of it (the header's panel, the basket page) shares the answer. */
export const basketKey = (locale: Locale) => ['basket', locale] as const;

/** DECISIONS BSK-07: tells every basket view the basket changed (`basket:updated`, `{ detail: { count } }`). */
export function announceBasketUpdate(count: number): void {
  window.dispatchEvent(new CustomEvent<BasketUpdatedDetail>(BASKET_UPDATED_EVENT, { detail: { count } }));
}
