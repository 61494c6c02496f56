import { describe, expect, it } from 'vitest';
import { isLocalPath, loginRedirectTarget } from './redirect-target';

const ORIGIN = 'https://nutrio.example';

describe('where sign-in leads', () => {
  it('the next parameter wins when it is a local path', () => {
    expect(loginRedirectTarget('?next=%2Fen%2Faccount%3Ftab%3D1', `${ORIGIN}/en/recipes/`, ORIGIN)).toBe(
      '/en/account?tab=1',
    );
  });

  it('a next parameter naming another host is ignored', () => {
    expect(isLocalPath('//evil.example/x')).toBe(false);
    expect(isLocalPath('/\\evil.example')).toBe(false);
    expect(isLocalPath('https://evil.example')).toBe(false);
    expect(loginRedirectTarget('?next=%2F%2Fevil.example', '', ORIGIN)).toBeUndefined();
  });

  it('else the page the user came from, when it is ours and not a sign-in page', () => {
    expect(loginRedirectTarget('', `${ORIGIN}/de/rezepte/?page=2#top`, ORIGIN)).toBe(
      '/de/rezepte/?page=2#top',
    );
    expect(loginRedirectTarget('', 'https://elsewhere.example/en/recipes/', ORIGIN)).toBeUndefined();
    expect(loginRedirectTarget('', `${ORIGIN}/en/register`, ORIGIN)).toBeUndefined();
    expect(
      loginRedirectTarget('', `${ORIGIN}/pl/przypomnij-haslo/abcdefabcdefabcdef`, ORIGIN),
    ).toBeUndefined();
    expect(loginRedirectTarget('', '', ORIGIN)).toBeUndefined();
  });
});
