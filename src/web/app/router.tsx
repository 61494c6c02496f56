import { createElement } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { LOCALES, preferredLocale } from '../../core/i18n/locales';
import { LIVE_PAGE_NAMES, pages } from '../../core/routes';
import { loadTranslations } from '../lib/i18n';
import { rememberedLocale } from '../lib/locale-cookie';
import { sessionStore } from '../lib/session';
import { localeOfPath } from '../lib/use-locale';
import { PageLoading, RootLayout, type RouteHandle } from './layout';
import { NotFoundPage } from '../components/not-found-page';
import { loadPage } from './page-components';
import { shellNamespaces } from './page-translations';
import { RouteError } from './route-error';

/**
 * React Router matches whole segments only: a segment with a parameter inside it (`my-diets.:dietId.html`)
 * is routed as that parameter alone, and its page reads the real values with `matchPagePath`.
 */
export function routerPath(slug: string): string {
  return slug
    .split('/')
    .map((segment) => {
      const param = /:([A-Za-z]+)/.exec(segment);
      return param && segment !== param[0] ? `:${param[1]}` : segment;
    })
    .join('/');
}

/**
 * The web routes, generated from the route registry: every live page under each locale. Each page is its
 * own chunk, loaded with its catalogues in that locale before it renders (`loadPage`); meanwhile the shell
 * shows a loading status (the first time) or keeps the current page with a progress bar (`RootLayout`).
 */
export function buildRoutes(): RouteObject[] {
  const pageRoutes: RouteObject[] = LIVE_PAGE_NAMES.flatMap((name) =>
    LOCALES.map((locale) => ({
      path: `/${locale}/${routerPath(pages[name].slugs[locale])}`,
      lazy: () => loadPage(name, locale),
      handle: { page: name } satisfies RouteHandle,
    })),
  );
  const notFound: RouteObject = {
    path: '*',
    // Any locale's path can miss: the shell's texts in that locale, before the 404 page renders.
    loader: ({ request }) =>
      loadTranslations(
        localeOfPath(new URL(request.url).pathname),
        shellNamespaces(sessionStore.get().user !== null),
      ).then(() => null),
    element: createElement(NotFoundPage),
  };
  return [
    {
      path: '/',
      loader: () =>
        redirect(
          `/${preferredLocale({ cookie: rememberedLocale(), acceptLanguage: navigator.languages.join(',') })}/`,
        ),
    },
    {
      element: createElement(RootLayout),
      errorElement: createElement(RouteError),
      children: [
        {
          // Inside the layout, so a failing page keeps the header and the way home.
          errorElement: createElement(RouteError),
          // While the first page's code and texts load, the shell is there with a loading status.
          HydrateFallback: PageLoading,
          children: [...pageRoutes, notFound],
        },
      ],
    },
  ];
}
