import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadTranslations } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { SearchForm } from './search-box';

function renderForm() {
  const onText = vi.fn<(text: string) => void>();
  const onSubmit = vi.fn<(text: string) => void>();
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <MemoryRouter initialEntries={['/en/shop/e-books/']}>
        <SearchForm
          id="ebooks-search"
          label="Search e-books"
          placeholder="Title or topic"
          submit="Search"
          text=""
          onText={onText}
          onSubmit={onSubmit}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onText, onSubmit };
}

describe("a list's search form", () => {
  beforeAll(async () => {
    await loadTranslations('en', ['voice']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null, csrfToken: null });
  });

  it('a member can speak the text: the applied words fill the box and search', async () => {
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
    sessionStore.set({
      user: { id: 5, name: 'Eva', email: 'eva@example.com', roles: ['user'], emailVerified: true },
      csrfToken: 't',
    });
    const { onText, onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));
    await screen.findByTestId('voice-dialog', {}, { timeout: 5000 });
    fireEvent.change(screen.getByTestId('voice-transcript'), { target: { value: 'keto' } });
    fireEvent.click(screen.getByTestId('voice-apply'));
    expect(onText).toHaveBeenCalledWith('keto');
    expect(onSubmit).toHaveBeenCalledWith('keto');
    await waitFor(() => expect(screen.queryByTestId('voice-dialog')).toBeNull());
  });

  it('a guest gets no voice button', () => {
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
    renderForm();
    expect(screen.getByRole('searchbox')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search by voice' })).toBeNull();
  });
});
