/**
 * The tab a key moves to in a horizontal tablist (WAI-ARIA tabs): arrows wrap round, Home and End go to the
 * ends; null for any other key.
 */
export function tabAfterKey(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
