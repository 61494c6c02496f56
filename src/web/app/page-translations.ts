import type { Namespace } from '../../core/i18n/catalogues';
import type { Locale } from '../../core/i18n/locales';
import type { LivePageName } from '../../core/routes';

/**
 * What the shell around every page translates: header, footer, menus, page titles, the 404 and error pages,
 * and the footer's feedback dialog (its texts, validation messages included, are one small catalogue).
 */
export const SHELL_NAMESPACES = [
  'common',
  'shell',
  'pages',
  'feedback',
] as const satisfies readonly Namespace[];

/**
 * Catalogues of controls only members see, on any page: the voice search (its button renders nothing for a
 * guest). The member shell loads them, so a page using them lists them not — and a guest's page stays lighter.
 */
export const MEMBER_ONLY_NAMESPACES = ['voice'] as const satisfies readonly Namespace[];

/**
 * What the shell translates besides for a signed-in member: the account menu, the notifications and the
 * member-only controls (the header's voice search).
 */
export const MEMBER_SHELL_NAMESPACES = [
  'account',
  'notifications',
  ...MEMBER_ONLY_NAMESPACES,
] as const satisfies readonly Namespace[];

/** The shell's catalogues for a guest or a signed-in member. */
export function shellNamespaces(signedIn: boolean): Namespace[] {
  return signedIn ? [...SHELL_NAMESPACES, ...MEMBER_SHELL_NAMESPACES] : [...SHELL_NAMESPACES];
}

/**
 * The catalogues each page needs besides the shell's: loaded with the page's code, before it renders. They
 * cover what the page's modules translate, including those it loads later (`page-translations.test.ts`
 * walks each page's imports and fails on a namespace missing here).
 */
export const PAGE_NAMESPACES: Record<LivePageName, readonly Namespace[]> = {
  home: ['home', 'proPackages', 'testimonials'],
  recipes: ['catalogue'],
  recipeDetail: ['catalogue', 'reference', 'narration'],
  foods: ['catalogue'],
  foodDetail: ['catalogue', 'narration'],
  exercises: ['catalogue'],
  exerciseDetail: ['catalogue', 'narration'],
  aboutData: ['aboutData'],
  login: ['auth', 'errors', 'social', 'account'],
  register: ['auth', 'errors', 'social'],
  forgotPassword: ['auth', 'errors'],
  setNewPassword: ['auth', 'errors'],
  socialEmail: ['social', 'errors'],
  account: ['account', 'errors', 'social'],
  accountPersonalData: ['account', 'errors'],
  accountPassword: ['account', 'errors', 'social'],
  basket: ['shop', 'errors'],
  accountOrders: [],
  accountSpecialistProfile: ['directory', 'errors'],
  accountCompanies: ['directory', 'errors'],
  accountCalendar: ['directory', 'errors'],
  admin: [
    'admin',
    'adminSeo',
    'adminRecipes',
    'adminModeration',
    'adminContent',
    'adminCatalogue',
    'adminTemplates',
    'catalogue',
    'errors',
  ],
  accountClients: ['clients', 'account', 'errors'],
  accountInvoices: ['clients', 'account'],
  personalDiet: ['planner', 'planEditor', 'errors', 'account'],
  personalDietMyDiets: ['planner'],
  dietGenerator: ['altGenerator', 'altForm', 'altPicker', 'altSidebar', 'training', 'reference'],
  dietGeneratorRecipeSearch: ['altGenerator', 'altRecipes'],
  personalDietSaved: ['planner', 'planEditor', 'errors', 'account'],
  chat: ['chat', 'errors', 'account'],
  ebooks: ['shop', 'catalogue'],
  ebookDetail: ['shop', 'errors', 'narration'],
  blog: ['shop', 'catalogue'],
  blogArticle: ['shop', 'narration'],
  dietTemplates: ['catalogue', 'shop'],
  dietTemplateDetail: ['shop', 'errors', 'narration'],
  specialists: ['catalogue', 'directory'],
  fitnessClubs: ['catalogue', 'directory'],
  specialistDetail: ['directory'],
  fitnessClubDetail: ['directory'],
  proPackages: ['proPackages'],
  proPackageDetail: ['proPackages', 'shop', 'errors'],
  calculator: ['calculator', 'errors'],
  search: ['search'],
  promotion: ['promotionPage', 'testimonials'],
  imageToKcal: ['imageToKcal', 'dietFood'],
};

/** What a page loads before it renders: the shell's catalogues and its own. */
export function namespacesOfPage(page: LivePageName, signedIn: boolean): Namespace[] {
  return [...new Set([...shellNamespaces(signedIn), ...PAGE_NAMESPACES[page]])];
}

/**
 * The catalogue files (source paths) a page loads in a locale before it renders, one per namespace (the build
 * merges in the fallback's texts); `bench:bundle` counts them (for a guest, by default).
 */
export function translationFilesOf(page: LivePageName, locale: Locale, signedIn = false): string[] {
  return namespacesOfPage(page, signedIn).map((ns) => `src/core/i18n/locales/${locale}/${ns}.json`);
}
