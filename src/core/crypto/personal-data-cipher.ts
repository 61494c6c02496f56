/**
 * DECISIONS PD-09: the personal-data payload is AES-256-GCM under a key derived with PBKDF2-SHA-256 from
 * the session's secret, a random 16-byte salt and 999 iterations; the payload is base64 of JSON
 * `{ ciphertext, iv, salt, iterations }`, each base64. TLS is the real protection: this only keeps
 * personal data out of intermediaries' logs. Web Crypto, so the browser and the server share it.
 */
export const PERSONAL_DATA_ITERATIONS = 999;

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Error('not base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function deriveKey(
  secret: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function encryptPayload(value: unknown, secret: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(secret, salt, PERSONAL_DATA_ITERATIONS);
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(value))),
  );
  const envelope = {
    ciphertext: toBase64(ciphertext),
    iv: toBase64(iv),
    salt: toBase64(salt),
    iterations: PERSONAL_DATA_ITERATIONS,
  };
  return btoa(JSON.stringify(envelope));
}

export class PayloadDecryptionError extends Error {}

/** The decrypted JSON value; anything malformed, tampered with or under another key throws PayloadDecryptionError. */
export async function decryptPayload(payload: string, secret: string): Promise<unknown> {
  try {
    const envelope: unknown = JSON.parse(new TextDecoder().decode(fromBase64(payload)));
    if (typeof envelope !== 'object' || envelope === null) throw new Error('not an object');
    const { ciphertext, iv, salt, iterations } = envelope as Record<string, unknown>;
    if (typeof ciphertext !== 'string' || typeof iv !== 'string' || typeof salt !== 'string')
      throw new Error('fields');
    // The iteration count is fixed; a payload cannot ask the server for more work.
    if (iterations !== PERSONAL_DATA_ITERATIONS) throw new Error('iterations');
    const key = await deriveKey(secret, fromBase64(salt), PERSONAL_DATA_ITERATIONS);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv) },
      key,
      fromBase64(ciphertext),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    throw new PayloadDecryptionError('personal data payload could not be decrypted');
  }
}
