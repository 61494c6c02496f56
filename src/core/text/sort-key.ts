import type { Locale } from '../i18n/locales';
import { foldText } from './fold';

/**
 * Alphabets in collation order. Polish sorts ą after a, ł after l, ż after ź after z; German (DIN 5007-1)
 * and English sort accented letters as their base letter (ä = a, ß = ss).
 */
const ALPHABETS: Record<Locale, string[]> = {
  pl: [...'aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż'],
  de: [...'abcdefghijklmnopqrstuvwxyz'],
  en: [...'abcdefghijklmnopqrstuvwxyz'],
};

const BASE = 36;
const code = (n: number) => n.toString(BASE).padStart(2, '0');

/**
 * A key that sorts names by the locale's rules under plain byte comparison — and identically under any
 * database collation, because it only holds the characters [0-9a-z]: each character becomes two of them.
 * Spaces and punctuation sort first, then digits, then letters in the locale's order.
 */
export function sortKey(text: string, locale: Locale, maxChars = 60): string {
  const alphabet = ALPHABETS[locale];
  const letterCodes = new Map(alphabet.map((letter, i) => [letter, code(BASE + 10 + i)]));
  let key = '';
  let previousSeparator = true;
  for (const char of text.toLowerCase()) {
    if (key.length >= maxChars * 2) break;
    const own = letterCodes.get(char);
    if (own) {
      key += own;
      previousSeparator = false;
      continue;
    }
    const folded = foldText(char);
    if (/^[0-9]$/.test(folded)) {
      key += code(1 + Number(folded));
      previousSeparator = false;
    } else if (/^[a-z]+$/.test(folded)) {
      for (const letter of folded) key += letterCodes.get(letter) ?? 'zz';
      previousSeparator = false;
    } else if (/^[\p{L}\p{N}]+$/u.test(folded)) {
      key += 'zz';
      previousSeparator = false;
    } else if (!previousSeparator) {
      key += '00';
      previousSeparator = true;
    }
  }
  return key.replace(/(00)+$/, '');
}
