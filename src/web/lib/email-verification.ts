import { ApiError } from './api-client';
import { refreshSession } from './refresh-session';
import { sessionStore, useCurrentUser } from './session';

/** The code of the 403 that routes for confirmed members (`verified-owner`, `verified-user`) answer (issue 12 A1). */
export const EMAIL_UNVERIFIED_CODE = 'email_unverified';

/** The server refused because the member's address is not confirmed yet. */
export function isEmailUnverifiedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === EMAIL_UNVERIFIED_CODE;
}

let asking: Promise<void> | null = null;

/**
 * Reads the session again (the address may have been confirmed in another tab since the page loaded); one
 * request at a time, and a failure leaves what the page knew.
 */
export function recheckEmailVerified(): Promise<void> {
  asking ??= refreshSession()
    .catch(() => undefined)
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** Sets what the page knows about the signed-in member's address (a 403, a confirmation, a resend). */
export function setEmailVerified(verified: boolean): void {
  const { user } = sessionStore.get();
  if (user && user.emailVerified !== verified)
    sessionStore.set({ user: { ...user, emailVerified: verified } });
}

/**
 * Whether a call that needs a confirmed address should go out. A member known to be unconfirmed is checked
 * once more first: they may have opened the link in another tab meanwhile. A guest: the server decides.
 */
export async function mayCallVerifiedRoute(): Promise<boolean> {
  const { user } = sessionStore.get();
  if (!user || user.emailVerified) return true;
  await recheckEmailVerified();
  return sessionStore.get().user?.emailVerified !== false;
}

/** Whether the signed-in member's address is confirmed; undefined for a guest. */
export function useEmailVerified(): boolean | undefined {
  return useCurrentUser()?.emailVerified;
}
