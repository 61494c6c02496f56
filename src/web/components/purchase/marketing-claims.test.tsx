import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/i18n/locales';
import { i18nFor } from '../../lib/i18n';
import { MarketingClaims } from './marketing-claims';

const CLAIMS = {
  en: ['30-day satisfaction guarantee', 'Expert support 7 days a week', 'Secure payments'],
  de: ['30 Tage Zufriedenheitsgarantie', 'Expertenhilfe an 7 Tagen die Woche', 'Sichere Zahlung'],
  pl: ['30 dni gwarancji satysfakcji', 'Wsparcie ekspertów 7 dni w tygodniu', 'Bezpieczne płatności'],
} as const;

describe('the marketing claims', () => {
  afterEach(cleanup);

  it.each(LOCALES)(
    '[PROMO-03] the 30-day guarantee, expert support 7 days a week and secure payments, in %s',
    (locale) => {
      render(
        <I18nextProvider i18n={i18nFor(locale)}>
          <MarketingClaims />
        </I18nextProvider>,
      );
      const items = within(screen.getByTestId('marketing-claims')).getAllByRole('listitem');
      expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(CLAIMS[locale]);
    },
  );
});
