/**
 * The Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and swaps of
 * two neighbouring letters each cost 1) between `a` and `b`, or `max + 1` as soon as it is sure to exceed
 * `max`: the typo search asks "within 1 or 2?" of many words, so most comparisons stop after a row or two.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  // Three rows of the dynamic programme: two back (for swaps), the last one and the one being filled.
  let older = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        d = Math.min(d, older[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [older, previous, current] = [previous, current, older];
  }
  return Math.min(previous[n]!, max + 1);
}
