/** Letters that Unicode decomposition leaves whole but that people type without the diacritic. */
const LETTER_FOLDS: Record<string, string> = {
  ł: 'l',
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
};
const LETTERS_TO_FOLD = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/**
 * The one fold applied both to indexed text and to queries, so that "zolw" finds "Żółw",
 * "strasse" finds "Straße" and "jablko" finds "jabłko" on every database.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(LETTERS_TO_FOLD, (letter) => LETTER_FOLDS[letter] ?? letter);
}

/** Folded words of a search query: letters and digits only, so no query syntax reaches the engine. */
export function searchTerms(query: string, maxTerms = 12): string[] {
  return (foldText(query).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, maxTerms);
}

/**
 * Terms shorter than this match whole words only, longer ones every word they begin (issue 13 A3): a one-
 * or two-letter prefix begins a large share of all words, so it found most of a catalogue at great cost and
 * helped no one ("ch" → tens of thousands of recipes), while short whole words ("ei", "a") still find what
 * they name. The search field says so while such a term is typed.
 */
export const MIN_PREFIX_LENGTH = 3;

/** The search terms of `query`, each marked whether it matches as a prefix. */
export function matchTerms(query: string): Array<{ term: string; prefix: boolean }> {
  return searchTerms(query).map((term) => ({ term, prefix: [...term].length >= MIN_PREFIX_LENGTH }));
}

/**
 * A name as one search key of [a-z0-9] only ("Frankfurt am Main" → "frankfurtammain", "Łódź" → "lodz"), or
 * null when the name is in another script. Keys of this alphabet compare the same under every database
 * collation, so a prefix is one index range (the gazetteer's names).
 */
export function compactKey(text: string): string | null {
  const key = searchTerms(text, 32).join('');
  return /^[a-z0-9]+$/.test(key) ? key : null;
}

/** URL slug from a display name: folded, lower case, words joined by '-'. */
export function slugify(name: string, maxLength = 80): string {
  const slug = foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '') || 'item';
}
