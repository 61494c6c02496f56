import { LOCALES, type Locale } from '../../../core/i18n/locales';
import { MIN_PREFIX_LENGTH, searchTerms } from '../../../core/text/fold';
import { editDistance } from './edit-distance';

/** Words shorter than this are never corrected: at three letters one edit reaches too many other words. */
const MIN_TYPO_LENGTH = 4;
/** Up to this length one edit is allowed, beyond it two ("brocoli" → "broccoli", "chiken" → "chicken"). */
const ONE_EDIT_UP_TO = 5;
/** Longer "words" are codes or run-together text, not names anyone misspells. */
const MAX_WORD_LENGTH = 32;
/** The candidates sharing the most trigrams with a word that get the exact (costlier) edit distance. */
const VERIFIED_CANDIDATES = 200;

const WORD = /\p{L}+/gu;
const LOCALE_INDEX = Object.fromEntries(LOCALES.map((locale, i) => [locale, i])) as Record<Locale, number>;

/** Word → how many names hold it in each language (LOCALES order); filled from folded names. */
export type WordCounts = Map<string, Uint32Array>;

/** Counts the words of one folded catalogue name (search documents store names folded already). */
export function countWords(counts: WordCounts, locale: Locale, foldedName: string): void {
  for (const word of foldedName.match(WORD) ?? []) {
    if (word.length < MIN_PREFIX_LENGTH || word.length > MAX_WORD_LENGTH) continue;
    let perLocale = counts.get(word);
    if (!perLocale) counts.set(word, (perLocale = new Uint32Array(LOCALES.length)));
    perLocale[LOCALE_INDEX[locale]]! += 1;
  }
}

/** A word's trigrams with its start and end marked: "  b", " br", "bro", …, "li$". */
function trigrams(word: string): string[] {
  const padded = `  ${word}$`;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}

interface Candidate {
  text: string;
  distance: number;
  /** A whole word (true) or the beginning of one, as the last word of a query being typed. */
  whole: boolean;
  frequency: number;
}

const better = (a: Candidate, b: Candidate) =>
  a.distance !== b.distance
    ? a.distance < b.distance
    : a.whole !== b.whole
      ? a.whole
      : a.frequency !== b.frequency
        ? a.frequency > b.frequency
        : a.text < b.text;

export interface Vocabulary {
  /** How many distinct words it holds. */
  size: number;
  /**
   * The query with each word our catalogue names do not know (in `locale`, neither whole nor as the start of
   * one) replaced by the closest known word, as folded search terms; null when nothing was replaced.
   */
  correct(query: string, locale: Locale): string | null;
}

/**
 * The typo index: every word of our catalogue names with its count per language, indexed by trigram, so a
 * misspelt word is compared only with the few hundred words sharing most of its trigrams. `pause` is awaited
 * between slices of the work, so building it never holds the event loop for long.
 */
export async function buildVocabulary(counts: WordCounts, pause: () => Promise<void>): Promise<Vocabulary> {
  const words = [...counts.keys()];
  const frequency = new Uint32Array(words.length * LOCALES.length);
  const indexOf = new Map<string, number>();
  const postings = new Map<string, number[]>();
  for (let id = 0; id < words.length; id++) {
    const word = words[id]!;
    indexOf.set(word, id);
    frequency.set(counts.get(word)!, id * LOCALES.length);
    for (const gram of new Set(trigrams(word))) {
      const list = postings.get(gram);
      if (list) list.push(id);
      else postings.set(gram, [id]);
    }
    if (id % 2000 === 1999) await pause();
  }
  // Each language's words in order: "is this the start of a known word?" is one binary search.
  const sorted: string[][] = [];
  for (let li = 0; li < LOCALES.length; li++) {
    await pause();
    sorted.push(words.filter((_, id) => frequency[id * LOCALES.length + li]! > 0).sort());
  }
  const shared = new Int32Array(words.length);

  const known = (term: string, li: number): boolean => {
    const id = indexOf.get(term);
    if (id !== undefined && frequency[id * LOCALES.length + li]! > 0) return true;
    if (term.length < MIN_PREFIX_LENGTH) return false;
    const list = sorted[li]!;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (list[mid]! < term) low = mid + 1;
      else high = mid;
    }
    return list[low]?.startsWith(term) ?? false;
  };

  function closest(term: string, li: number, asPrefix: boolean): string | null {
    const maxDistance = term.length <= ONE_EDIT_UP_TO ? 1 : 2;
    const grams = trigrams(term);
    const touched: number[] = [];
    for (const gram of new Set(grams)) {
      const list = postings.get(gram);
      if (!list) continue;
      for (const id of list) {
        const before = shared[id]!;
        shared[id] = before + 1;
        if (before === 0) touched.push(id);
      }
    }
    // Each edit spoils at most three trigrams; a third of them in common keeps every likely word.
    const minShared = Math.max(1, Math.ceil(grams.length / 3));
    const candidates = touched.filter(
      (id) => shared[id]! >= minShared && frequency[id * LOCALES.length + li]! > 0,
    );
    candidates.sort((a, b) => shared[b]! - shared[a]!);
    const scores = new Map(candidates.slice(0, VERIFIED_CANDIDATES).map((id) => [id, shared[id]!]));
    for (const id of touched) shared[id] = 0;
    let best: Candidate | null = null;
    const offer = (candidate: Candidate) => {
      if (!best || better(candidate, best)) best = candidate;
    };
    for (const id of scores.keys()) {
      const word = words[id]!;
      const frequencyHere = frequency[id * LOCALES.length + li]!;
      const distance = editDistance(term, word, maxDistance);
      if (distance <= maxDistance) offer({ text: word, distance, whole: true, frequency: frequencyHere });
      if (!asPrefix) continue;
      // A word still being typed: its start may be misspelt ("brokol" → "brokul…"); one edit only.
      for (const length of [term.length - 1, term.length, term.length + 1]) {
        if (length < MIN_PREFIX_LENGTH || length >= word.length) continue;
        const start = word.slice(0, length);
        const startDistance = editDistance(term, start, 1);
        if (startDistance <= 1)
          offer({ text: start, distance: startDistance, whole: false, frequency: frequencyHere });
      }
    }
    return (best as Candidate | null)?.text ?? null;
  }

  return {
    size: words.length,
    correct(query, locale) {
      const li = LOCALE_INDEX[locale];
      const terms = searchTerms(query);
      let changed = false;
      const corrected = terms.map((term, i) => {
        if (
          term.length < MIN_TYPO_LENGTH ||
          term.length > MAX_WORD_LENGTH ||
          /\p{N}/u.test(term) ||
          known(term, li)
        )
          return term;
        const replacement = closest(term, li, i === terms.length - 1);
        if (!replacement || replacement === term) return term;
        changed = true;
        return replacement;
      });
      return changed ? corrected.join(' ') : null;
    },
  };
}
