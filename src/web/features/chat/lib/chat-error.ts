import { ApiError } from '../../../lib/api-client';

/**
 * What a failed chat call shows (CHAT-23, CHAT-24): the server's own text from the `error` field in a red
 * alert; a generic message for an answer that could not be read, a failed network or anything else.
 */
export function chatErrorText(error: unknown, generic: string): string {
  return error instanceof ApiError && error.code !== 'http_error' && error.message ? error.message : generic;
}
