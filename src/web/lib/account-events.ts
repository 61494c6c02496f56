/**
 * Pages that change the signed-in user (personal data: the name; password change: the rotated CSRF
 * token) update `appConfig` and fire this window event; the header and the session timer re-read it.
 */
export const ACCOUNT_UPDATED_EVENT = 'account:updated';

export function notifyAccountUpdated(): void {
  window.dispatchEvent(new Event(ACCOUNT_UPDATED_EVENT));
}
