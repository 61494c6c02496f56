import { describe, expect, it } from 'vitest';
import { articlesLimit, normalizeArticles, plainDescription } from './latest-articles';

describe('the latest-articles block’s data', () => {
  it('[HOME-43] name and description use the name_<locale> variants, with the plain field as fallback', () => {
    const [article] = normalizeArticles(
      [{ id: 1, name: 'Plain', name_pl: 'Po polsku', description: 'Plain text', description_de: 'Deutsch' }],
      'pl',
      3,
    );
    expect(article).toMatchObject({ name: 'Po polsku', description: 'Plain text' });
    expect(normalizeArticles([{ id: 1, name: 'Plain', name_pl: 'Po polsku' }], 'en', 3)[0]!.name).toBe(
      'Plain',
    );
  });

  it('[HOME-44] entries without a numeric id or without a name are dropped', () => {
    const articles = normalizeArticles(
      [
        { id: 'x', name: 'A' },
        { name: 'B' },
        { id: 3 },
        { id: 4, name: '  ' },
        { id: 5, name: 'Kept' },
        null,
        'text',
      ],
      'en',
      12,
    );
    expect(articles.map((a) => [a.id, a.name])).toEqual([[5, 'Kept']]);
  });

  it('[HOME-45] the limit: not a number gives 3, otherwise floored and held within 1–12', () => {
    expect(articlesLimit(undefined)).toBe(3);
    expect(articlesLimit('abc')).toBe(3);
    expect(articlesLimit('')).toBe(3);
    expect(articlesLimit(0)).toBe(1);
    expect(articlesLimit('4.9')).toBe(4);
    expect(articlesLimit(40)).toBe(12);
    const many = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `A${i}` }));
    expect(normalizeArticles(many, 'en', articlesLimit('5'))).toHaveLength(5);
  });

  it('[HOME-46] the description is stripped of tags and cut to 240 characters', () => {
    expect(plainDescription('<p>Eat <strong>more</strong>&nbsp;fibre &amp; beans.</p>')).toBe(
      'Eat more fibre & beans.',
    );
    const long = plainDescription(`<p>${'Fibre feeds your gut bacteria. '.repeat(20)}</p>`);
    expect(long.length).toBeLessThanOrEqual(240);
    expect(long.endsWith('…')).toBe(true);
  });

  it('[HOME-47] [HOME-42] the answer may be an array or sit under articles, data or items; writer, date, read time and category', () => {
    const entry = {
      id: 9,
      name: 'Water',
      writer: { fullname: 'Marta Zielińska', firstname: 'Marta', lastname: 'Zielińska' },
      created_at_formatted: { text: '3 March 2026' },
      read_time: 3,
      categories: [{ name: 'Basics', name_de: 'Grundlagen', find: 'nutrition-basics' }],
    };
    for (const payload of [[entry], { articles: [entry] }, { data: [entry] }, { items: [entry] }])
      expect(normalizeArticles(payload, 'de', 3)).toEqual([
        expect.objectContaining({
          id: 9,
          author: 'Marta Zielińska',
          date: '3 March 2026',
          readTime: 3,
          category: 'Grundlagen',
        }),
      ]);
    expect(normalizeArticles({ id: 9, name: 'x' }, 'en', 3)).toEqual([]);
    expect(
      normalizeArticles(
        [{ id: 1, name: 'A', author: 'Editorial team', category: { name: 'News' } }],
        'en',
        3,
      )[0],
    ).toMatchObject({ author: 'Editorial team', category: 'News' });
    expect(
      normalizeArticles([{ id: 1, name: 'A', writer: { firstname: 'Jo', lastname: 'Ann' } }], 'en', 3)[0]!
        .author,
    ).toBe('Jo Ann');
  });
});
