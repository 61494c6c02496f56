import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkedMessage, contactFailure } from './contact';

describe('the contact form', () => {
  it('[PROF-28] the message is trimmed and needs at least 10 characters', () => {
    expect(checkedMessage('   Hello    ')).toEqual({ message: 'Hello', tooShort: true });
    expect(checkedMessage('  123456789 ')).toEqual({ message: '123456789', tooShort: true });
    expect(checkedMessage(' Żółć i łoś ')).toEqual({ message: 'Żółć i łoś', tooShort: false });
  });

  it('[PROF-27] [PROF-30] a failure shows the first field error, else the server’s error, else the default', () => {
    const fields = new ApiError(400, 'Some fields are wrong.', 'validation_failed', {
      message: 'Write at least 10 characters.',
    });
    expect(contactFailure(fields, 'Default')).toBe('Write at least 10 characters.');
    expect(
      contactFailure(new ApiError(403, 'Confirm your e-mail first.', 'email_unverified'), 'Default'),
    ).toBe('Confirm your e-mail first.');
    expect(contactFailure(new ApiError(502, 'Request failed with status 502', 'http_error'), 'Default')).toBe(
      'Default',
    );
    expect(contactFailure(new TypeError('Failed to fetch'), 'Default')).toBe('Default');
  });
});
