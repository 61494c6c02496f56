/** The search-engine health dashboard (issue 24 A4). */
export function SeoSection() {
  return null;
}
