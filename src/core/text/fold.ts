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
