import { api } from '../../core/routes';
import { apiClient } from './api-client';
import { sessionStore } from './session';

/** Re-reads the session from the server (registering signs in without a page load). */
export async function refreshSession(): Promise<void> {
  const answer = await apiClient.call(api.auth_session);
  sessionStore.set({ user: answer.user, csrfToken: answer.csrfToken });
}
