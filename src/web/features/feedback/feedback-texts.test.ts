import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../core/i18n/catalogues';
import { LOCALES } from '../../../core/i18n/locales';

/**
 * The modal checks its form with the server's contract, so its messages are the server's: the modal keeps
 * copies in its own small catalogue (the footer's dialog loads no `errors` catalogue on every page), and
 * these must read exactly like the server's answers.
 */
const CONTRACT_KEYS = ['ratingRequired', 'commentTooShort', 'commentTooLong', 'emailInvalid'] as const;

describe('the feedback modal’s validation texts', () => {
  it.each(LOCALES)('%s: are the texts the server answers with', (locale) => {
    const modal = catalogues.feedback[locale].errors as Record<string, string>;
    const server = catalogues.errors[locale] as Record<string, string>;
    for (const key of CONTRACT_KEYS) expect(modal[key], key).toBe(server[key]);
  });
});
