import { api } from '../../core/routes';
import { apiClient } from './api-client';
import { appConfig } from './app-config';

/**
 * Pages that change the signed-in user (personal data: the name; password change: the rotated CSRF
 * token) update `appConfig` and fire this window event; the header and the session timer re-read it.
 */
export const ACCOUNT_UPDATED_EVENT = 'account:updated';

export function notifyAccountUpdated(): void {
  window.dispatchEvent(new Event(ACCOUNT_UPDATED_EVENT));
}

/**
 * Re-reads the session from the server (after registering, which signs in without a page load) so the header
 * and every other reader of `appConfig.user` switch to the signed-in state at once.
 */
export async function syncSessionFromServer(): Promise<void> {
  const answer = await apiClient.call(api.auth_session);
  appConfig.user = answer.user;
  appConfig.csrfToken = answer.csrfToken;
  notifyAccountUpdated();
}
