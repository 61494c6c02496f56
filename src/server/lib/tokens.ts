import { randomBytes } from 'node:crypto';

/** URL-safe random text with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
