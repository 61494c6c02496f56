import { useSyncExternalStore } from 'react';
import type { AppConfig } from '../../core/contracts/app-config';
import { initialSession } from './app-config';

/** The signed-in member, as the page's config and the session answer describe them. */
export type SessionUser = NonNullable<AppConfig['user']>;

/** Who is signed in on this page, and the session's CSRF token (every mutation sends it). */
export interface Session {
  user: SessionUser | null;
  csrfToken: string | null;
}

type Listener = () => void;

/**
 * The one place the page keeps its session: it starts from what the server put into the page, changes when
 * the user signs in without a reload (registering), edits their name, or gets a rotated token, and every
 * reader — the header, the menus, the idle timer, the API client — follows at once.
 */
function createSessionStore(initial: Session) {
  let current = initial;
  const listeners = new Set<Listener>();
  return {
    get: (): Session => current,
    set(change: Partial<Session>): void {
      current = { ...current, ...change };
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionStore = createSessionStore(initialSession);

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

export const useCurrentUser = (): SessionUser | null => useSession().user;
export const useCsrfToken = (): string | null => useSession().csrfToken;
