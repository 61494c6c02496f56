/** Lower-case words of a text: letters, digits and apostrophes; everything else separates words. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
}

/**
 * The word error rate of a transcript against the reference: (substitutions + deletions + insertions) divided
 * by the reference's word count (the Levenshtein distance over words). An empty reference scores 0 against an
 * empty transcript and 1 against any other.
 */
export function wordErrorRate(reference: string, transcript: string): number {
  const ref = wordsOf(reference);
  const hyp = wordsOf(transcript);
  if (ref.length === 0) return hyp.length === 0 ? 0 : 1;
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j += 1) {
      const substitution = previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[hyp.length]! / ref.length;
}
