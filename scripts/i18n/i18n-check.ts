/**
 * `npm run i18n:check` (part of `npm test`): every key of every namespace exists in pl, de and en (plural forms
 * aside), no text is empty, and no Polish or German text merely repeats the English one — except the entries
 * of src/core/i18n/same-as-english.json, each with its reason (brand names, units, words that are the same in
 * that language). Raw keys on rendered pages are caught by the e2e page checks.
 */
import { readFileSync } from 'node:fs';
import { catalogues, NAMESPACES, type Catalogue } from '../../src/core/i18n/catalogues';
import { LOCALES } from '../../src/core/i18n/locales';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') keys.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) keys.set(k, v);
  }
  return keys;
}

/** Text that carries no words of a language once placeholders, numbers, symbols and SI/nutrition units are gone. */
const UNITS = /\b(kcal|kJ|kg|g|mg|µg|ml|l|cm|m|min|h|s|MET|ft|in|lb|oz)\b/g;
function wordless(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/\{\{[^}]+\}\}/g, '').replace(UNITS, ''));
}

/** Every namespace's catalogue in each language (the app's, or a test's). */
export type CatalogueSet = Record<string, Record<(typeof LOCALES)[number], Catalogue>>;

export function i18nProblems(allowed: Record<string, string>, source: CatalogueSet = catalogues): string[] {
  const problems: string[] = [];
  for (const ns of source === catalogues ? NAMESPACES : Object.keys(source)) {
    const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(source[ns]![l])])) as Record<
      (typeof LOCALES)[number],
      Map<string, string>
    >;
    const bases = (l: (typeof LOCALES)[number]) =>
      new Set([...flat[l].keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));
    const all = new Set(LOCALES.flatMap((l) => [...bases(l)]));
    for (const l of LOCALES)
      for (const key of all) if (!bases(l).has(key)) problems.push(`${l}/${ns}: missing key ${key}`);
    for (const l of LOCALES)
      for (const [key, text] of flat[l]) if (!text.trim()) problems.push(`${l}/${ns}: empty text ${key}`);
    for (const l of ['pl', 'de'] as const) {
      for (const [key, text] of flat[l]) {
        const english = flat.en.get(key);
        if (english === undefined || text !== english || wordless(text)) continue;
        if (allowed[`${l}:${ns}:${key}`] || allowed[`*:${ns}:${key}`]) continue;
        problems.push(`${l}/${ns}: "${key}" is the English text "${text}"`);
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const allowed = JSON.parse(readFileSync('src/core/i18n/same-as-english.json', 'utf8')) as Record<
    string,
    string
  >;
  const problems = i18nProblems(allowed);
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? 'i18n: every catalogue complete in pl, de and en'
      : `i18n: ${problems.length} problem(s)`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
