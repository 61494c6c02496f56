import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EbookCard as Card } from '../../../../core/contracts/ebooks';
import { i18nFor } from '../../../lib/i18n';
import { EbookCard } from './ebook-card';

const CARD: Card = {
  id: 3,
  slug: 'protein',
  name: 'Protein made simple',
  description: 'A guide.',
  image: null,
  link: null,
  writer: 'Tomasz Wróbel',
  categories: [{ name: 'Nutrition basics', find: 'nutrition-basics' }],
  tags: [],
  price: null,
};

const show = (card: Card) =>
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <MemoryRouter>
        <EbookCard ebook={card} />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('an e-book card', () => {
  it('[EBOOK-13] [EBOOK-14] [EBOOK-19] without a page: an icon instead of a cover, the name as plain text, "details unavailable" disabled', () => {
    show(CARD);
    expect(screen.getByTestId('ebook-icon')).toBeTruthy();
    expect(screen.getByRole('heading').querySelector('a')).toBeNull();
    const button = screen.getByRole('button', { name: 'details unavailable' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('[EBOOK-14] [EBOOK-19] with a page: the name links to it and "View details" does too', () => {
    show({ ...CARD, link: '/en/shop/e-books/3-protein', image: '/media/ebooks/protein-en.svg' });
    expect(screen.getByRole('heading').querySelector('a')!.getAttribute('href')).toBe(
      '/en/shop/e-books/3-protein',
    );
    expect(screen.getByRole('link', { name: /^View details/ }).getAttribute('href')).toBe(
      '/en/shop/e-books/3-protein',
    );
    expect(screen.queryByTestId('ebook-icon')).toBeNull();
  });
});
