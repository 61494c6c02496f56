import { createElement } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { LOCALES, preferredLocale } from '../../core/i18n/locales';
import { LIVE_PAGE_NAMES, pages } from '../../core/routes';
import { rememberedLocale } from '../lib/locale-cookie';
import { RootLayout, type RouteHandle } from './layout';
import { NotFoundPage } from '../components/not-found-page';
import { pageComponents } from './page-components';
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

/** The web routes, generated from the route registry: every live page under each locale. */
export function buildRoutes(): RouteObject[] {
  const pageRoutes: RouteObject[] = LIVE_PAGE_NAMES.flatMap((name) =>
    LOCALES.map((locale) => ({
      path: `/${locale}/${routerPath(pages[name].slugs[locale])}`,
      element: createElement(pageComponents[name]),
      handle: { page: name } satisfies RouteHandle,
    })),
  );
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
          children: [...pageRoutes, { path: '*', element: createElement(NotFoundPage) }],
        },
      ],
    },
  ];
}
