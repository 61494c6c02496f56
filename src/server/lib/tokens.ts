import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** URL-safe random text with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a bearer token: its SHA-256, so a leaked table cannot be replayed. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Equality that takes the same time however early the strings differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
