import { CONTACT_MESSAGE_MIN } from '../../../../core/contracts/directory';
import { ApiError } from '../../../lib/api-client';

/** PROF-28: the message as sent (trimmed) and whether it may be sent. */
export function checkedMessage(text: string): { message: string; tooShort: boolean } {
  const message = text.trim();
  return { message, tooShort: [...message].length < CONTACT_MESSAGE_MIN };
}

/** PROF-27, PROF-30: the first field error, else the server's error, else the default text. */
export function contactFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'http_error') {
    const [first] = Object.values(error.fields);
    return first || error.message || fallback;
  }
  return fallback;
}
