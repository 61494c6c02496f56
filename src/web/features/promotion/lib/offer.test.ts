import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../../../core/contracts/promotions';
import { offerView } from './offer';

/** The shipped welcome promotion (content/promotions). */
const WELCOME: Promotion = {
  id: 1,
  key: 'welcome-2025',
  kind: 'welcome',
  productType: 'diet_template',
  discountPercent: 100,
  startsAt: '2025-01-01T00:00:00+01:00',
  endsAt: '2026-01-01T00:00:00+01:00',
  status: 'ended',
};

describe('the welcome offer as the promotion page tells it', () => {
  it('an ended promotion’s last day is the day before its end instant, in each language', () => {
    const answer = { promotion: WELCOME, eligible: false };
    expect(offerView(answer, 'en')).toEqual({ state: 'ended', lastDay: 'December 31, 2025' });
    expect(offerView(answer, 'de')).toEqual({ state: 'ended', lastDay: '31. Dezember 2025' });
    expect(offerView(answer, 'pl')).toEqual({ state: 'ended', lastDay: '31 grudnia 2025' });
  });

  it('a running one carries its discount, last day and whether the member gets it', () => {
    const running = { ...WELCOME, status: 'active' as const, discountPercent: 50 };
    expect(offerView({ promotion: running, eligible: true }, 'en')).toEqual({
      state: 'active',
      percent: 50,
      lastDay: 'December 31, 2025',
      eligible: true,
    });
  });

  it('an upcoming one tells its first day; without any promotion there is none', () => {
    const upcoming = { ...WELCOME, status: 'upcoming' as const };
    expect(offerView({ promotion: upcoming, eligible: false }, 'de')).toEqual({
      state: 'upcoming',
      firstDay: '1. Januar 2025',
    });
    expect(offerView({ promotion: null, eligible: false }, 'pl')).toEqual({ state: 'none' });
  });
});
