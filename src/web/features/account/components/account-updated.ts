/**
 * The header and the session timer listen for this window event (src/web/app/session/current-user.ts) and
 * re-read `appConfig` when it fires: after a name change or a rotated CSRF token.
 */
const ACCOUNT_UPDATED_EVENT = 'account:updated';

export function notifyAccountUpdated(): void {
  window.dispatchEvent(new Event(ACCOUNT_UPDATED_EVENT));
}
