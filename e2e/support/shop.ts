import type { APIRequestContext } from '@playwright/test';

/** A Polish billing address that passes the pattern table (FORM). */
export const BILLING_ADDRESS = {
  salutation: 'ms',
  firstname: 'Kasia',
  lastname: 'Buyer',
  street: 'ul. Długa',
  building_number: '12a',
  country: 'PL',
  zip: '00-238',
  city: 'Warszawa',
} as const;

/** The signed-in member's CSRF header (every mutating call sends it). */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { csrfToken } = (await (await request.get('/api/auth/session')).json()) as { csrfToken: string };
  return { 'x-csrf-token': csrfToken };
}

/** Gives the signed-in member a billing address (buying needs one, B §9). */
export async function addBillingAddressViaApi(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/account/addresses', {
    headers: await csrfHeaders(request),
    data: { address: BILLING_ADDRESS, language: 'pl' },
  });
  if (!res.ok()) throw new Error(`address refused: ${res.status()} ${await res.text()}`);
}
