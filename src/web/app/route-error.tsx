import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useLocale } from '../lib/use-locale';
import { i18nFor } from '../lib/i18n';
import { ErrorFallback } from './error-fallback';

/** The router's error element: a page that throws while rendering or loading. */
export function RouteError() {
  const error = useRouteError();
  const locale = useLocale();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorFallback t={i18nFor(locale).t} />;
}
