import { describe, expect, it } from 'vitest';
import { cutDescription } from './diet-template-card';

describe('a diet template card', () => {
  it('[DT-10] the description is cut to 160 characters, at a word, with an ellipsis', () => {
    const long = 'Five meals a day with plenty of vegetables and legumes, '.repeat(5).trim();
    const cut = cutDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cutDescription('Short.')).toBe('Short.');
  });
});
