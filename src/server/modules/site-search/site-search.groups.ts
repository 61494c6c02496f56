import type { SearchArea, SearchGroupKey } from '../../../core/contracts/header-search';
import type { PageName } from '../../../core/routes';

/** A result group: the search index's entity type it shows and the list page its view-all link opens. */
export interface GroupSource {
  key: SearchGroupKey;
  /** null: no catalogue feeds this group yet. */
  entityType: string | null;
  listPage: PageName;
}

/** In the contract's order, which is the order the groups are shown in (A §3, SRCH-09). */
export const GROUP_SOURCES: readonly GroupSource[] = [
  { key: 'diet-template', entityType: 'diet_template', listPage: 'dietTemplates' },
  // DECISIONS SRCH-10: its view-all goes to the exercises list. There is no training-template catalogue yet
  // (the generator's training templates are planned), so the group stays empty and is never sent.
  { key: 'training-template', entityType: null, listPage: 'exercises' },
  { key: 'recipe', entityType: 'recipe', listPage: 'recipes' },
  { key: 'food', entityType: 'food', listPage: 'foods' },
  { key: 'exercise', entityType: 'exercise', listPage: 'exercises' },
  { key: 'user', entityType: 'specialist', listPage: 'specialists' },
  { key: 'company', entityType: 'company', listPage: 'fitnessClubs' },
  // DECISIONS SRCH-10: the blog's list, with the query.
  { key: 'article', entityType: 'article', listPage: 'blog' },
];

/**
 * DECISIONS HDR-34, SRCH-14: on a shop page the header sends `product` and finds what the shop sells. Of the
 * contract's groups only diet templates are products: e-books and the pro package have no group (a group key
 * for e-books would be a contract change), and articles are reading, not products. `other` and no area (the
 * search landing) search every catalogue.
 */
const PRODUCT_GROUPS: ReadonlySet<SearchGroupKey> = new Set(['diet-template']);

export function groupsFor(area: SearchArea | undefined): GroupSource[] {
  return GROUP_SOURCES.filter(
    (group) => group.entityType !== null && (area !== 'product' || PRODUCT_GROUPS.has(group.key)),
  );
}

/** Each group's list page reads its text search from this query parameter (catalogue-state, blog page). */
export const LIST_TEXT_PARAM = 'text';
