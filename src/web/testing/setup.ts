import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { createI18n } from '../../core/i18n/create-i18n';
import { bundleCatalogues } from '../lib/i18n';

// Every catalogue in memory, so tests translate synchronously (the app loads them per page).
bundleCatalogues(createI18n);

// jsdom has no layout engine and therefore no matchMedia; the app reads it for the mobile breakpoint.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => cleanup());
