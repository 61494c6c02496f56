import type { WelcomePromotionResponse } from '../../../../core/contracts/promotions';
import { INTL_TAGS, type Locale } from '../../../../core/i18n/locales';

/**
 * The promotions' days are Polish days (content/promotions: the welcome promotion ran until the end of 31
 * December 2025, Polish time). One fixed zone also makes the server's render and the browser's agree.
 */
export const PROMOTION_TIME_ZONE = 'Europe/Warsaw';

/** What the page tells of the welcome promotion. */
export type OfferView =
  | { state: 'active'; percent: number; lastDay: string; eligible: boolean }
  | { state: 'ended'; lastDay: string }
  | { state: 'upcoming'; firstDay: string }
  | { state: 'none' };

/** A day as the page's language writes it ("December 31, 2025", "31. Dezember 2025", "31 grudnia 2025"). */
export function promotionDay(instant: number, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], {
    dateStyle: 'long',
    timeZone: PROMOTION_TIME_ZONE,
  }).format(new Date(instant));
}

/**
 * The offer as the page shows it: a promotion's window ends at an instant that is no longer in it (midnight
 * after its last day), so its last day is the day of the instant before. The server says whether it runs.
 */
export function offerView(answer: WelcomePromotionResponse, locale: Locale): OfferView {
  const { promotion } = answer;
  if (!promotion) return { state: 'none' };
  const lastDay = promotionDay(Date.parse(promotion.endsAt) - 1, locale);
  if (promotion.status === 'active')
    return { state: 'active', percent: promotion.discountPercent, lastDay, eligible: answer.eligible };
  if (promotion.status === 'upcoming')
    return { state: 'upcoming', firstDay: promotionDay(Date.parse(promotion.startsAt), locale) };
  return { state: 'ended', lastDay };
}
