import teaserContent from '../../../../content/teasers/teasers.json';
import type { Locale } from '../../../core/i18n/locales';
import { pages, type PageName } from '../../../core/routes';

export type TeaserKind = 'primary' | 'secondary';

export interface Teaser {
  id: string;
  kind: TeaserKind;
  page: PageName;
  title: Record<Locale, string>;
  text: Record<Locale, string>;
}

/** Teasers that link to pages that exist (B §2: shuffled lists in en, pl, de). */
export const TEASERS = (teaserContent as Teaser[]).filter((teaser) => pages[teaser.page]?.live);

export type Slot<T> = { type: 'item'; item: T } | { type: 'teaser'; kind: TeaserKind; index: number };

/**
 * Cards with teasers after every `primaryEvery`-th and `secondaryEvery`-th card; where both apply the
 * secondary one is shown (DECISIONS CAT-22). `index` counts teasers of that kind, for rotation.
 */
export function withTeasers<T>(items: T[], primaryEvery = 3, secondaryEvery = 6): Array<Slot<T>> {
  const slots: Array<Slot<T>> = [];
  const counts = { primary: 0, secondary: 0 };
  items.forEach((item, i) => {
    slots.push({ type: 'item', item });
    const position = i + 1;
    const kind: TeaserKind | undefined =
      position % secondaryEvery === 0 ? 'secondary' : position % primaryEvery === 0 ? 'primary' : undefined;
    if (kind) slots.push({ type: 'teaser', kind, index: counts[kind]++ });
  });
  return slots;
}

/** A deterministic shuffle (seeded), so a list keeps its teaser order while the visitor pages. */
export function shuffled<T>(list: readonly T[], seed: number): T[] {
  const copy = [...list];
  let state = seed || 1;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
