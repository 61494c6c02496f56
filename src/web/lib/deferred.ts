import { useEffect, useSyncExternalStore } from 'react';

/**
 * Code that the first render of a page can do without (the header's menus, the toasts): its own chunk,
 * fetched once, right after the first render or when it is needed, whichever comes first. Keeps it out of
 * what every page downloads before it renders (`npm run bench:bundle`).
 */
export interface Deferred<T> {
  /** Starts loading (once); resolves with the module. */
  load(): Promise<T>;
  /** The module once it has loaded, else null. */
  current(): T | null;
  subscribe(listener: () => void): () => void;
}

export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let loading: Promise<T> | null = null;
  let value: T | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          value = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The deferred module for a component: null until it has loaded. Loading starts once the component has
 * rendered, so the page shows first and the module arrives right after.
 */
export function useDeferred<T>(module: Deferred<T>): T | null {
  const value = useSyncExternalStore(module.subscribe, module.current, module.current);
  useEffect(() => {
    // A failed fetch leaves the stand-in; the next need tries again.
    if (!value) module.load().catch(() => undefined);
  }, [module, value]);
  return value;
}
