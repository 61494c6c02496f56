import { describe, expect, it } from 'vitest';
import { cutAtWord } from './cut-at-word';

describe('cutting a card text', () => {
  it('keeps a short text, cuts a long one at a word within the limit, with an ellipsis', () => {
    expect(cutAtWord('Short.', 10)).toBe('Short.');
    const long = 'Fibre feeds your gut bacteria, and beans are cheap. '.repeat(6).trim();
    for (const max of [120, 140, 160, 240]) {
      const cut = cutAtWord(long, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut.endsWith('…')).toBe(true);
      expect(long.startsWith(cut.slice(0, -1))).toBe(true);
      expect(cut).not.toMatch(/[,.]…$/);
    }
  });
});
