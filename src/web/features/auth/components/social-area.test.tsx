import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../../core/contracts/app-config';
import { renderAuthPage } from '../testing/auth-test-kit';
import { SocialArea } from './social-area';

const { appConfig } = vi.hoisted(() => ({
  appConfig: {
    apiKey: null,
    locale: 'en',
    user: null,
    csrfToken: null,
    idleTimeoutMs: 1,
    socialProviders: [],
    flags: {},
    styleNonce: null,
    maps: {
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      tileAttribution: '© Example',
      streetViewKey: null,
      geocoding: true,
    },
  } as AppConfig,
}));
vi.mock('../../../lib/app-config', () => ({ appConfig }));

describe('social sign-in area', () => {
  afterEach(() => {
    appConfig.socialProviders = [];
  });

  it('[REG-21] [LOGIN-18] offers the configured providers, carrying where to go next', () => {
    appConfig.socialProviders = ['google', 'github', 'x'];
    renderAuthPage(<SocialArea />, '/en/login?next=%2Fen%2Frecipes%2F', '/en/login');
    const links = within(screen.getByTestId('social-area')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/auth/google?next=%2Fen%2Frecipes%2F',
      '/auth/github?next=%2Fen%2Frecipes%2F',
      '/auth/x?next=%2Fen%2Frecipes%2F',
    ]);
  });

  it('shows nothing, not even the separator, when no provider is configured', () => {
    renderAuthPage(<SocialArea />, '/en/register');
    expect(screen.queryByTestId('social-area')).toBeNull();
  });
});
