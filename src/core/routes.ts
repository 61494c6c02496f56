/**
 * The route registry (ARCHITECTURE §7): every API path and every localized page path lives here and
 * nowhere else. The server registers its handlers from `api`, the web router is generated from `pages`.
 */
import { LOCALES, type Locale } from './i18n/locales';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ApiRoute<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
  /** Catalogue-style endpoints need the public bearer key (B §6). */
  readonly needsApiKey: boolean;
}

function route<const M extends HttpMethod, const P extends string>(
  method: M,
  path: P,
  needsApiKey = false,
): ApiRoute<M, P> {
  return { method, path, needsApiKey };
}

const keyed = true;

export const api = {
  health: route('GET', '/api/health'),
  frontend_recipe_search: route('POST', '/api/recipes/search', keyed),
  frontend_recipe_search_filters: route('GET', '/api/recipes/filters', keyed),
  recipe_detail: route('GET', '/api/recipes/:id', keyed),
  frontend_food_search: route('POST', '/api/foods/search', keyed),
  frontend_food_search_filters: route('GET', '/api/foods/filters', keyed),
  food_detail: route('GET', '/api/foods/:id', keyed),
  frontend_exercise_search: route('POST', '/api/exercises/search', keyed),
  frontend_exercise_search_filters: route('GET', '/api/exercises/filters', keyed),
  exercise_detail: route('GET', '/api/exercises/:id', keyed),
  frontend_ebook_search: route('POST', '/api/ebooks/search', keyed),
  api_frontend_ebook_categories: route('GET', '/api/ebooks/categories', keyed),
  api_frontend_ebook_tags: route('GET', '/api/ebooks/tags', keyed),
  api_frontend_ebook_list: route('GET', '/api/ebooks/list', keyed),
  frontend_user_search: route('POST', '/api/specialists/search', keyed),
  frontend_company_search: route('POST', '/api/companies/search', keyed),
  frontend_diet_template_search: route('POST', '/api/diet-templates/search', keyed),
  search_geo_suggestion: route('POST', '/api/geo/suggestions'),
  api_header_search: route('GET', '/api/header/search'),
  api_header_search_ai: route('GET', '/api/header/search/ai'),
  api_header_basket: route('GET', '/api/header/basket'),
  api_header_basket_remove: route('POST', '/api/header/basket/remove'),
  api_header_notifications: route('GET', '/api/header/notifications'),
  api_header_notifications_mark_all_read: route('POST', '/api/header/notifications/mark-all-read'),
  api_speech_to_text_transcribe: route('POST', '/api/speech-to-text/transcribe'),
  api_text_to_speech_voices: route('GET', '/api/text-to-speech/voices'),
  api_text_to_speech_generate: route('POST', '/api/text-to-speech/generate'),
  api_text_to_speech_status: route('GET', '/api/text-to-speech/status'),
  api_text_to_speech_set_grade: route('POST', '/api/text-to-speech/grade'),
  api_diet_generator_allergens: route('GET', '/api/diet-generator/allergens'),
  api_diet_generator_diet_types: route('GET', '/api/diet-generator/diet-types'),
  api_diet_generator_recipes: route('GET', '/api/diet-generator/recipes'),
  api_diet_generator_exercises: route('GET', '/api/diet-generator/exercises'),
  api_diet_generator_hydration: route('GET', '/api/diet-generator/hydration'),
  api_diet_generator_training_templates: route('GET', '/api/diet-generator/training-templates'),
  api_diet_generator_recipes_search: route('GET', '/api/diet-generator/recipes/search'),
  api_diet_generator_hybrid_recipes: route('GET', '/api/diet-generator/hybrid-recipes'),
  api_diet_generator_recipe_nutrition: route('GET', '/api/diet-generator/recipes/:id/nutrition'),
  api_diet_generator_nutrients: route('GET', '/api/diet-generator/nutrients'),
  api_diet_generator_foods: route('GET', '/api/diet-generator/foods'),
  api_diet_generator_supplements: route('GET', '/api/diet-generator/supplements'),
  api_diet_generator_medical_products: route('GET', '/api/diet-generator/medical-products'),
  plan_snapshot_create: route('POST', '/api/diet-generator/snapshots'),
  plan_snapshot_show: route('GET', '/api/diet-generator/snapshots/:hash'),
  plan_generate: route('POST', '/api/diet-generator/plan'),
  diets_mine: route('GET', '/api/diets/me'),
  diets_list: route('GET', '/api/diets'),
  api_frontend_diets_latest: route('GET', '/api/diets/latest', keyed),
  diet_show: route('GET', '/api/diets/:id'),
  diet_save: route('POST', '/api/diets'),
  diet_rename: route('PATCH', '/api/diets/:id'),
  diet_delete: route('DELETE', '/api/diets/:id'),
  diet_image_upload: route('POST', '/api/diets/images'),
  diet_image_show: route('GET', '/api/diets/images/:file'),
  home_random_day: route('GET', '/api/home/random-day', keyed),
  home_experts: route('GET', '/api/home/experts', keyed),
  articles_latest: route('GET', '/api/articles/latest', keyed),
  professional_packages: route('GET', '/api/professional-packages', keyed),
  chat_list: route('GET', '/api/chats'),
  chat_show: route('GET', '/api/chats/:uid'),
  chat_create: route('POST', '/api/chats'),
  chat_send: route('POST', '/api/chats/:uid/messages'),
  chat_accept: route('POST', '/api/chats/:uid/accept'),
  chat_reject: route('POST', '/api/chats/:uid/reject'),
  account_personal_data: route('POST', '/api/account/personal-data'),
  account_personal_data_show: route('GET', '/api/account/personal-data'),
  account_password_change: route('POST', '/api/account/password'),
  auth_session: route('GET', '/api/auth/session'),
  auth_social_email: route('POST', '/api/auth/social-email'),
  auth_social_email_confirm: route('GET', '/auth/confirm-email/:token'),
  auth_check_email: route('POST', '/api/auth/check-email'),
  auth_register: route('POST', '/api/auth/register'),
  auth_check_username: route('POST', '/api/auth/check-username'),
  auth_login: route('POST', '/api/auth/login'),
  auth_forgot_password: route('POST', '/api/auth/forgot-password'),
  auth_forgot_password_set: route('POST', '/api/auth/forgot-password/set-password'),
  auth_captcha: route('GET', '/api/auth/captcha'),
  logout: route('GET', '/logout'),
  oauth_start: route('GET', '/auth/:provider'),
  oauth_callback: route('GET', '/auth/:provider/callback'),
  food_recognition_recognize: route('POST', '/api/food-recognition/recognize'),
  food_recognition_nutrition: route('POST', '/api/food-recognition/nutrition'),
  food_recognition_search: route('POST', '/api/food-recognition/search'),
  specialist_contact_reveal: route('GET', '/api/specialists/:id/contact'),
  specialist_contact_submit: route('POST', '/api/specialists/:id/contact'),
  calendar_user_events: route('POST', '/api/calendar/users/:id/events'),
  calendar_company_events: route('POST', '/api/calendar/companies/:id/events'),
  basket_add: route('POST', '/api/basket/items'),
  purchase_register: route('POST', '/api/purchase/register'),
  analytics_events: route('POST', '/api/events'),
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof api;

/** `':id' | ':uid'` segments of a path template, as a union of their names. */
/** A parameter may sit inside a segment (`my-diets.:dietId.html`): its name ends at the next dot. */
type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;

export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;

export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : Record<PathParamNames<P>, string | number>;

type QueryValue = string | number | boolean | undefined;

function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing route parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Builds the URL of an API route: `apiHref(api.chat_show, { uid: 'a1' })` → `/api/chats/a1`. */
export function apiHref<P extends string>(
  target: ApiRoute<HttpMethod, P>,
  ...args: [PathParamNames<P>] extends [never]
    ? [params?: PathParams<P>, query?: Record<string, QueryValue>]
    : [params: PathParams<P>, query?: Record<string, QueryValue>]
): string {
  const [params = {}, query] = args;
  return withQuery(fillPath(target.path, params as Record<string, string | number>), query);
}

// ---------------------------------------------------------------------------------------------
// Pages

export type Slugs = Readonly<Record<Locale, string>>;

export interface PageRoute {
  /** Path after `/<locale>/`; `:name` marks a parameter. List pages end with '/', as in the spec. */
  readonly slugs: Slugs;
  /** True once the page exists: only live pages are served, routed and linked in the navigation. */
  readonly live: boolean;
  /** Shown in the header's quick navigation when live. */
  readonly inNav?: boolean;
  /** Any other path below this page redirects to it (the personal generator's "anything else → /"). */
  readonly catchAll?: boolean;
  /** `user`: signed-in only (guests go to login and come back); `guest`: signed-in users go to the account page. */
  readonly access?: 'user' | 'guest';
}

const same = (slug: string): Slugs => ({ en: slug, de: slug, pl: slug });

export const pages = {
  home: { slugs: same(''), live: true },
  recipes: { slugs: { en: 'recipes/', de: 'rezepte/', pl: 'przepisy/' }, live: true, inNav: true },
  recipeDetail: { slugs: { en: 'recipes/:idSlug', de: 'rezepte/:idSlug', pl: 'przepisy/:idSlug' }, live: true },
  foods: { slugs: { en: 'foods/', de: 'lebensmittel/', pl: 'produkty-spozywcze/' }, live: true, inNav: true },
  foodDetail: {
    slugs: { en: 'foods/:idSlug', de: 'lebensmittel/:idSlug', pl: 'produkty-spozywcze/:idSlug' },
    live: true,
  },
  exercises: { slugs: { en: 'exercises/', de: 'uebungen/', pl: 'cwiczenia/' }, live: true, inNav: true },
  exerciseDetail: {
    slugs: { en: 'exercises/:idSlug', de: 'uebungen/:idSlug', pl: 'cwiczenia/:idSlug' },
    live: true,
  },
  ebooks: { slugs: { en: 'shop/e-books/', de: 'shop/e-books/', pl: 'sklep/e-booki/' }, live: false, inNav: true },
  ebookDetail: {
    slugs: { en: 'shop/e-books/:idSlug', de: 'shop/e-books/:idSlug', pl: 'sklep/e-booki/:idSlug' },
    live: false,
  },
  dietTemplates: { slugs: { en: 'shop/diets/', de: 'shop/diaeten/', pl: 'sklep/diety/' }, live: false, inNav: true },
  dietTemplateDetail: {
    slugs: { en: 'shop/diets/:idSlug', de: 'shop/diaeten/:idSlug', pl: 'sklep/diety/:idSlug' },
    live: false,
  },
  fitnessClubs: {
    slugs: { en: 'fitness-clubs/', de: 'fitness-studios/', pl: 'kluby-fitness/' },
    live: false,
    inNav: true,
  },
  fitnessClubDetail: {
    slugs: { en: 'fitness-clubs/:idSlug', de: 'fitness-studios/:idSlug', pl: 'kluby-fitness/:idSlug' },
    live: false,
  },
  specialists: { slugs: { en: 'specialists/', de: 'spezialisten/', pl: 'specjalisci/' }, live: false, inNav: true },
  specialistDetail: {
    slugs: { en: 'specialists/:idSlug', de: 'spezialisten/:idSlug', pl: 'specjalisci/:idSlug' },
    live: false,
  },
  imageToKcal: { slugs: { en: 'image-to-kcal', de: 'foto-zu-kcal', pl: 'zdjecie-do-kcal' }, live: false, inNav: true },
  personalDiet: {
    slugs: { en: 'personal-diet', de: 'individuelle-diaet', pl: 'dieta-personalna' },
    live: true,
    inNav: true,
    catchAll: true,
  },
  personalDietMyDiets: {
    slugs: { en: 'personal-diet/my-diets', de: 'individuelle-diaet/my-diets', pl: 'dieta-personalna/my-diets' },
    live: true,
  },
  personalDietSaved: {
    slugs: {
      en: 'personal-diet/my-diets.:dietId.html',
      de: 'individuelle-diaet/my-diets.:dietId.html',
      pl: 'dieta-personalna/my-diets.:dietId.html',
    },
    live: true,
  },
  dietGenerator: {
    slugs: { en: 'diet-generator', de: 'diaet-generator', pl: 'generator-diety' },
    live: false,
    inNav: true,
  },
  search: { slugs: { en: 'search', de: 'suche', pl: 'szukaj' }, live: false },
  login: { slugs: { en: 'login', de: 'anmelden', pl: 'logowanie' }, live: true, access: 'guest' },
  register: { slugs: { en: 'register', de: 'registrieren', pl: 'rejestracja' }, live: true },
  socialEmail: { slugs: { en: 'login/e-mail', de: 'anmelden/e-mail', pl: 'logowanie/e-mail' }, live: true, access: 'guest' },
  forgotPassword: {
    slugs: { en: 'forgot-password', de: 'passwort-vergessen', pl: 'przypomnij-haslo' },
    live: true,
  },
  setNewPassword: {
    slugs: { en: 'forgot-password/:token', de: 'passwort-vergessen/:token', pl: 'przypomnij-haslo/:token' },
    live: true,
  },
  chat: { slugs: { en: 'chat', de: 'chat', pl: 'czat' }, live: false },
  account: { slugs: { en: 'account', de: 'konto', pl: 'konto' }, live: true, access: 'user' },
  accountPersonalData: {
    slugs: { en: 'account/personal-data', de: 'konto/persoenliche-daten', pl: 'konto/dane-osobowe' },
    live: true,
    access: 'user',
  },
  accountPassword: {
    slugs: { en: 'account/password', de: 'konto/passwort', pl: 'konto/haslo' },
    live: true,
    access: 'user',
  },
  promotion: { slugs: { en: 'promotion', de: 'aktion', pl: 'promocja' }, live: false },
  basket: { slugs: { en: 'basket', de: 'warenkorb', pl: 'koszyk' }, live: false },
  aboutData: { slugs: { en: 'about-data', de: 'ueber-die-daten', pl: 'o-danych' }, live: true, inNav: true },
} as const satisfies Record<string, PageRoute>;

export type PageName = keyof typeof pages;
export type LivePageName = { [K in PageName]: (typeof pages)[K]['live'] extends true ? K : never }[PageName];

type PageParams<N extends PageName> = PathParams<(typeof pages)[N]['slugs']['en']>;

/** `pageHref('recipes', 'de')` → `/de/rezepte/`. */
export function pageHref<N extends PageName>(
  name: N,
  locale: Locale,
  ...args: [PathParamNames<(typeof pages)[N]['slugs']['en']>] extends [never]
    ? [params?: PageParams<N>, query?: Record<string, QueryValue>]
    : [params: PageParams<N>, query?: Record<string, QueryValue>]
): string {
  const [params = {}, query] = args;
  return withQuery(pagePath(name, locale, params as Record<string, string | number>), query);
}

/** The path of a page from parameters known only at run time (a matched path, say). */
export function pagePath(name: PageName, locale: Locale, params: Record<string, string | number>): string {
  return `/${locale}/${fillPath(pages[name].slugs[locale], params)}`;
}

export const PAGE_NAMES = Object.keys(pages) as PageName[];
export const LIVE_PAGE_NAMES = PAGE_NAMES.filter((name) => pages[name].live) as LivePageName[];
export const NAV_PAGE_NAMES = LIVE_PAGE_NAMES.filter((name) => 'inNav' in pages[name] && pages[name].inNav);

export interface PageMatch {
  name: PageName;
  locale: Locale;
  params: Record<string, string>;
  /** The path this page should be served at; a request for another path gets a 301 to it. */
  canonicalPath: string;
  live: boolean;
}

interface CompiledSlug {
  name: PageName;
  slugLocale: Locale;
  pattern: RegExp;
  paramNames: string[];
}

const compiledSlugs: CompiledSlug[] = PAGE_NAMES.flatMap((name) =>
  LOCALES.map((slugLocale) => {
    const slug: string = pages[name].slugs[slugLocale];
    const paramNames = [...slug.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
    const source = slug
      .replace(/\/$/, '')
      .split('/')
      .map((part) =>
        part
          .split(/(:[A-Za-z]+)/)
          .map((piece) => (piece.startsWith(':') ? '([^/]+?)' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join(''),
      )
      .join('/');
    return { name, slugLocale, pattern: new RegExp(`^${source}/?$`), paramNames };
  }),
);

/**
 * Finds the page a path names. A slug of another language (`/de/recipes/`) or a missing trailing
 * slash still matches; `canonicalPath` then differs from the path and the caller redirects.
 */
export function matchPagePath(pathname: string): PageMatch | null {
  const [, first, ...rest] = pathname.split('/');
  if (!first || !(LOCALES as readonly string[]).includes(first)) return null;
  const locale = first as Locale;
  const remainder = rest.join('/');
  const ownFirst = [...compiledSlugs].sort(
    (a, b) => Number(b.slugLocale === locale) - Number(a.slugLocale === locale),
  );
  for (const candidate of ownFirst) {
    const found = candidate.pattern.exec(remainder);
    if (!found) continue;
    const params: Record<string, string> = {};
    for (const [i, param] of candidate.paramNames.entries()) {
      const raw = found[i + 1] ?? '';
      try {
        params[param] = decodeURIComponent(raw);
      } catch {
        return null; // malformed percent-encoding names no page
      }
    }
    const live = pages[candidate.name].live;
    return { name: candidate.name, locale, params, canonicalPath: pagePath(candidate.name, locale, params), live };
  }
  return null;
}

/**
 * A path on this site, safe to redirect to: `/x`, never `//host` or `/\host`, and no whitespace (browsers drop
 * tabs and newlines, which would turn `/<tab>/host` into `//host`). Server and browser use this one rule.
 */
export function isLocalPath(target: string | null | undefined): target is string {
  return !!target && /^\/(?![/\\])[^\s]*$/.test(target);
}
