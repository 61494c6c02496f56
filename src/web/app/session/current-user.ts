import { useSyncExternalStore } from 'react';
import type { AppConfig } from '../../../core/contracts/app-config';
import { appConfig } from '../../lib/app-config';

/**
 * The signed-in user and the session's CSRF token come with the page (`appConfig`). Pages that change
 * them (personal data: the name; password change: the rotated token) update `appConfig` and dispatch
 * this window event, so the header and the session timer follow without a reload.
 */
export const ACCOUNT_UPDATED_EVENT = 'account:updated';

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
