import { useSyncExternalStore } from 'react';
import type { AppConfig } from '../../../core/contracts/app-config';
import { ACCOUNT_UPDATED_EVENT } from '../../lib/account-events';
import { appConfig } from '../../lib/app-config';

/** The signed-in user and the session's CSRF token come with the page and follow `account:updated`. */

export type SessionUser = NonNullable<AppConfig['user']>;

function subscribe(onChange: () => void): () => void {
  window.addEventListener(ACCOUNT_UPDATED_EVENT, onChange);
  return () => window.removeEventListener(ACCOUNT_UPDATED_EVENT, onChange);
}

const currentUser = () => appConfig.user;
const currentCsrfToken = () => appConfig.csrfToken;

export function useCurrentUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, currentUser, currentUser);
}

export function useCsrfToken(): string | null {
  return useSyncExternalStore(subscribe, currentCsrfToken, currentCsrfToken);
}
