import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import type { HeaderLinkName, HeaderLinks } from './header-links';

/** A navigation entry: its text key under `shell:` and where it leads ('#' when its page is missing). */
export interface NavItem {
  id: string;
  labelKey: string;
  href: string;
}

/**
 * HDR-04: the quick navigation (diet templates, recipes, pro package, users, companies, blog, diet
 * generator), then the data sources page the site has always linked there.
 */
const QUICK_NAV: ReadonlyArray<{ id: string; link: HeaderLinkName }> = [
  { id: 'dietTemplates', link: 'dietTemplateSearch' },
  { id: 'recipes', link: 'recipeSearch' },
  { id: 'proPackages', link: 'proPackage' },
  { id: 'specialists', link: 'userSearch' },
  { id: 'fitnessClubs', link: 'companySearch' },
  { id: 'blog', link: 'blogSearch' },
  { id: 'dietGenerator', link: 'dietGenerator' },
];

export function navItems(links: HeaderLinks, locale: Locale): NavItem[] {
  return [
    ...QUICK_NAV.map(({ id, link }) => ({ id, labelKey: `nav.${id}`, href: links[link] })),
    { id: 'aboutData', labelKey: 'nav.aboutData', href: pageHref('aboutData', locale) },
  ];
}

export const DISCOVER_GROUP_IDS = [
  'diets',
  'knowledge',
  'tools',
  'community',
  'companies',
  'dietGenerator',
] as const;
export type DiscoverGroupId = (typeof DISCOVER_GROUP_IDS)[number];

/** HDR-05…09: the discover mega-menu's groups and their links, in the spec's order. */
const DISCOVER_GROUPS: Record<DiscoverGroupId, readonly HeaderLinkName[]> = {
  diets: ['shop', 'dietTemplateSearch', 'proPackage'],
  knowledge: ['ebookSearch', 'blogSearch', 'recipeSearch', 'exerciseSearch', 'foodSearch'],
  tools: ['assistant', 'calculator', 'search'],
  community: ['newsletter', 'contact'],
  companies: ['companySearch'],
  dietGenerator: ['dietGenerator'],
};

export interface DiscoverGroup {
  id: DiscoverGroupId;
  titleKey: string;
  items: NavItem[];
}

/** Links the quick navigation names too share its text; the others have their own under `discover.links`. */
const NAV_LABELS: Partial<Record<HeaderLinkName, string>> = {
  dietTemplateSearch: 'nav.dietTemplates',
  proPackage: 'nav.proPackages',
  ebookSearch: 'nav.ebooks',
  blogSearch: 'nav.blog',
  recipeSearch: 'nav.recipes',
  exerciseSearch: 'nav.exercises',
  foodSearch: 'nav.foods',
  companySearch: 'nav.fitnessClubs',
  dietGenerator: 'nav.dietGenerator',
};

export function discoverGroups(links: HeaderLinks): DiscoverGroup[] {
  return DISCOVER_GROUP_IDS.map((id) => ({
    id,
    titleKey: `discover.groups.${id}`,
    items: DISCOVER_GROUPS[id].map((link) => ({
      id: link,
      labelKey: NAV_LABELS[link] ?? `discover.links.${link}`,
      href: links[link],
    })),
  }));
}
