import { describe, expect, it } from 'vitest';
import type { OAuthClientConfig } from '../../config';
import { PROVIDERS, splitName, type FetchJson } from './social-providers';

const client: OAuthClientConfig = {
  clientId: 'id',
  clientSecret: 'secret',
  authorizeUrl: 'https://provider.test/authorize',
  tokenUrl: 'https://provider.test/token',
  userinfoUrl: 'https://provider.test/me',
  emailsUrl: 'https://provider.test/emails',
};

/** Answers each URL with the given JSON and checks the access token travels. */
function answers(byUrl: Record<string, unknown>): FetchJson {
  return async (url, accessToken) => {
    expect(accessToken).toBe('token-1');
    if (!(url in byUrl)) throw new Error(`unexpected call to ${url}`);
    return byUrl[url];
  };
}

describe('social provider profiles', () => {
  it('Google: subject, lower-cased verified address and names', async () => {
    const profile = await PROVIDERS.google.readProfile(
      client,
      'token-1',
      answers({
        [client.userinfoUrl]: {
          sub: '1077',
          email: 'Ada@Example.COM',
          email_verified: true,
          given_name: 'Ada',
          family_name: 'Lovelace',
        },
      }),
    );
    expect(profile).toEqual({
      subject: '1077',
      email: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('Google: an address it has not verified is not verified, whatever its spelling', async () => {
    for (const flag of [false, 'false', undefined]) {
      const profile = await PROVIDERS.google.readProfile(
        client,
        'token-1',
        answers({ [client.userinfoUrl]: { sub: '1', email: 'a@example.com', email_verified: flag } }),
      );
      expect(profile.emailVerified).toBe(false);
    }
    const textual = await PROVIDERS.google.readProfile(
      client,
      'token-1',
      answers({
        [client.userinfoUrl]: {
          sub: '1',
          email: 'a@example.com',
          email_verified: 'true',
          name: 'Grace Brewster Hopper',
        },
      }),
    );
    expect(textual).toMatchObject({ emailVerified: true, firstName: 'Grace Brewster', lastName: 'Hopper' });
  });

  it('Google: a profile without a subject is refused', async () => {
    await expect(
      PROVIDERS.google.readProfile(
        client,
        'token-1',
        answers({ [client.userinfoUrl]: { email: 'a@example.com' } }),
      ),
    ).rejects.toThrow();
  });

  it('GitHub: only the primary AND verified address counts; the public profile address does not', async () => {
    const read = (emails: unknown) =>
      PROVIDERS.github.readProfile(
        client,
        'token-1',
        answers({
          [client.userinfoUrl]: { id: 42, login: 'octo', name: null, email: 'public@example.com' },
          [client.emailsUrl!]: emails,
        }),
      );
    expect(await read([{ email: 'Main@Example.com', primary: true, verified: true }])).toEqual({
      subject: '42',
      email: 'main@example.com',
      emailVerified: true,
      firstName: 'octo',
      lastName: '',
    });
    for (const emails of [
      [],
      [{ email: 'main@example.com', primary: true, verified: false }],
      [{ email: 'other@example.com', primary: false, verified: true }],
    ]) {
      expect(await read(emails)).toMatchObject({ email: null, emailVerified: false });
    }
  });

  it('X: the id and name, never an address', async () => {
    const profile = await PROVIDERS.x.readProfile(
      client,
      'token-1',
      answers({
        [client.userinfoUrl]: { data: { id: '2244994945', name: 'Katherine Johnson', username: 'kj' } },
      }),
    );
    expect(profile).toEqual({
      subject: '2244994945',
      email: null,
      emailVerified: false,
      firstName: 'Katherine',
      lastName: 'Johnson',
    });
  });

  it('PKCE for Google and X, the client secret alone for GitHub', () => {
    expect([PROVIDERS.google.pkce, PROVIDERS.github.pkce, PROVIDERS.x.pkce]).toEqual([true, false, true]);
  });

  it('splits a full name into first names and a last name', () => {
    expect(splitName('Ada')).toEqual({ firstName: 'Ada', lastName: '' });
    expect(splitName('  Ada   King  Lovelace ')).toEqual({ firstName: 'Ada King', lastName: 'Lovelace' });
    expect(splitName(null)).toEqual({ firstName: '', lastName: '' });
  });
});
