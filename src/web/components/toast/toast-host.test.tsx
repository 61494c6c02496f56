import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n';
import { ToastHost } from './toast-host';
import { createToastStore } from './toast-store';

describe('ToastHost', () => {
  it('[TOAST-01] shows only the latest toast', () => {
    const store = createToastStore();
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <ToastHost store={store} />
      </I18nextProvider>,
    );
    act(() => {
      store.success('First message');
      store.error('Second message');
    });
    expect(screen.queryAllByText('First message')).toHaveLength(0);
    expect(screen.getAllByText('Second message').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
