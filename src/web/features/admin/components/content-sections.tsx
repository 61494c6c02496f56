/** Articles (issue 24 A2): list and Markdown editor with preview. */
export function ArticlesSection() {
  return null;
}

/** Promotions with their validity windows (issue 24 A2). */
export function PromotionsSection() {
  return null;
}

/** Professional packages (issue 24 A2). */
export function PackagesSection() {
  return null;
}
