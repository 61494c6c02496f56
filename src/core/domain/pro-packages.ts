/**
 * The professional (pro) packages of the shop (B §2 "Professional packages section", §3, §9; issue 18 A5):
 * the pricing section's constants and the saving rule, shared by the server's presenter, the importer's checks
 * and the web section.
 */

/** B §9: skeleton cards while the packages load. */
export const PRO_PACKAGE_SKELETONS = 3;
/** B §9: cards fade in this long after they appear. */
export const PRO_PACKAGE_FADE_IN_MS = 60;
/** B §9: a card lists the first 8 features; the package's page lists them all. */
export const PRO_PACKAGE_CARD_FEATURES = 8;
/** B §2: the fourth card (index 3) is highlighted with a badge; the first card has a badge of its own. */
export const PRO_PACKAGE_HIGHLIGHT_INDEX = 3;

/** Whole months of a package's duration (30 → 1, 90 → 3, 180 → 6, 365 → 12). */
export function monthsOf(durationDays: number): number {
  return Math.max(1, Math.round(durationDays / (365 / 12)));
}

/**
 * What a package saves: its regular price minus its final price, in minor units, and the whole percent of the
 * regular price (rounded, as the e-book discounts). A longer package's regular price is what the same months
 * and accounts cost in monthly packages (the importer checks it), so its saving is the saving against paying
 * monthly; the monthly package saves only when it is itself on offer. None when nothing is saved.
 */
export function savingsOf(
  regularMinor: number,
  finalMinor: number,
): { minor: number; percent: number } | null {
  if (!(regularMinor > 0) || finalMinor >= regularMinor) return null;
  const minor = regularMinor - finalMinor;
  return { minor, percent: Math.round((minor / regularMinor) * 100) };
}
