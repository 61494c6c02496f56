import type { App } from '../app';
import type { SignedIn } from './auth-helpers';

/** A Polish billing address that passes the pattern table (FORM). */
export const BILLING_ADDRESS = {
  salutation: 'ms',
  firstname: 'Anna',
  lastname: 'Nowak-Kowalska',
  street: 'ul. Długa',
  building_number: '12a',
  building_additional_information: 'm. 4',
  phone: '+48 22 123 45 67',
  country: 'PL',
  zip: '00-238',
  city: 'Warszawa',
} as const;

/** Gives the member a billing address through the API (buying needs one, B §9); returns its id. */
export async function addBillingAddress(
  app: App,
  who: SignedIn,
  address: Record<string, unknown> = BILLING_ADDRESS,
): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/addresses',
    headers: who.headers,
    payload: { address, language: 'en' },
  });
  if (res.statusCode !== 200) throw new Error(`address refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { address: { id: number } }).address.id;
}
