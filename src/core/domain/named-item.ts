import { slugify } from '../text/fold';
import { sortKey } from '../text/sort-key';

/** A text in each of the three languages. */
export interface LocalizedNames {
  en: string;
  pl: string;
  de: string;
}

/** `<prefix>_en`, `<prefix>_pl`, `<prefix>_de` columns of a localized text. */
export function localizedNames(prefix: string, names: LocalizedNames): Record<string, string> {
  return { [`${prefix}_en`]: names.en, [`${prefix}_pl`]: names.pl, [`${prefix}_de`]: names.de };
}

/**
 * Names, slugs and sort keys of a catalogue item in each locale: the reference import and the admins' editors
 * (issue 24) write them alike.
 */
export function namedItem(names: LocalizedNames): Record<string, string> {
  return {
    ...localizedNames('name', names),
    slug_en: slugify(names.en),
    slug_pl: slugify(names.pl),
    slug_de: slugify(names.de),
    sort_key_en: sortKey(names.en, 'en'),
    sort_key_pl: sortKey(names.pl, 'pl'),
    sort_key_de: sortKey(names.de, 'de'),
  };
}
