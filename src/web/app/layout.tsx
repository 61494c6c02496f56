import { Suspense, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigation } from 'react-router';
import type { PageName } from '../../core/routes';
import { DeferredToastHost } from '../components/toast/deferred-toast-host';
import { i18nFor } from '../lib/i18n';
import { rememberLocale } from '../lib/locale-cookie';
import { appConfig } from '../lib/app-config';
import { useLocale } from '../lib/use-locale';
import { setDocumentTitle } from '../lib/document-title';
import { deferred, useDeferred } from '../lib/deferred';
import { useCsrfToken, useCurrentUser } from '../lib/session';
import { LoggedOutNotice } from './session/logged-out-notice';
import { Footer } from './shell/footer';
import { Header } from './shell/header';

export interface RouteHandle {
  page?: PageName;
}

/** The idle sign-out with its countdown dialog (Radix's dialog): only signed-in users load it, after the first render. */
const idleSignOut = deferred(() => import('./session/auto-logout'));

function IdleSignOut({ csrfToken }: { csrfToken: string }) {
  const loaded = useDeferred(idleSignOut);
  return loaded && <loaded.AutoLogout idleTimeoutMs={appConfig.idleTimeoutMs} csrfToken={csrfToken} />;
}

function usePageName(): PageName | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.page;
}

/** What the page area shows while a page's code or texts load: a status that screen readers announce. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="p-8 text-center text-slate-600" data-testid="page-loading">
      {t('loading')}
    </p>
  );
}

/**
 * The app shell around every page: header, main content, footer and the toast host, plus the session's
 * companions: the after-logout toast (HDR-18) and, for a signed-in user, the idle sign-out (ACCT-11).
 */
export function RootLayout() {
  const locale = useLocale();
  const page = usePageName();
  const i18n = i18nFor(locale);
  const user = useCurrentUser();
  const csrfToken = useCsrfToken();
  // Going to a page whose code or texts are not loaded yet: the current page stays, marked busy.
  const loading = useNavigation().state === 'loading';

  useEffect(() => {
    // The app has taken over the page (hydrated the server's markup or rendered its own): browser tests wait
    // for this before they click, as a click on server-rendered markup before then does nothing.
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
    if (page) rememberLocale(locale);
  }, [locale, page]);

  useEffect(() => {
    // Detail pages name themselves (useDocumentTitle) once their data is there.
    if (page && !i18n.exists(`pages:${page}.title`)) return;
    setDocumentTitle(page ? i18n.t(`pages:${page}.title`) : i18n.t('pages:notFound.title'));
  }, [i18n, page]);

  return (
    <I18nextProvider i18n={i18n}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {i18n.t('shell:skipToContent')}
        </a>
        <Header locale={locale} />
        {loading && (
          <div
            aria-hidden
            className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-700"
            data-testid="navigation-progress"
          />
        )}
        <main id="main" tabIndex={-1} aria-busy={loading} className="flex-1 outline-none">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer locale={locale} />
        <DeferredToastHost />
        <LoggedOutNotice onHome={page === 'home'} />
        {user && csrfToken && <IdleSignOut csrfToken={csrfToken} />}
      </div>
    </I18nextProvider>
  );
}
