import { Component, type ErrorInfo, type ReactNode } from 'react';
import { appConfig } from '../lib/app-config';
import { i18nFor } from '../lib/i18n';
import { localeOfPath } from '../lib/use-locale';
import { ErrorFallback } from './error-fallback';

/** Last line of defence around the whole app, outside the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const locale = localeOfPath(window.location.pathname, appConfig.locale);
    return <ErrorFallback t={i18nFor(locale).t} />;
  }
}
