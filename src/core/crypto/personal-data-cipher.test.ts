import { describe, expect, it } from 'vitest';
import {
  decryptPayload,
  encryptPayload,
  PayloadDecryptionError,
  PERSONAL_DATA_ITERATIONS,
} from './personal-data-cipher';

describe('personal-data payload (DECISIONS PD-09)', () => {
  it('[PD-07][PD-08] base64 of {ciphertext, iv, salt, iterations: 999}, each base64; round trip', async () => {
    const payload = await encryptPayload({ firstname: 'Zoë' }, 'session-secret');
    const envelope = JSON.parse(atob(payload));
    expect(Object.keys(envelope).sort()).toEqual(['ciphertext', 'iterations', 'iv', 'salt']);
    expect(envelope.iterations).toBe(PERSONAL_DATA_ITERATIONS);
    expect(PERSONAL_DATA_ITERATIONS).toBe(999);
    expect(atob(envelope.salt)).toHaveLength(16);
    expect(atob(envelope.iv)).toHaveLength(12);
    expect(await decryptPayload(payload, 'session-secret')).toEqual({ firstname: 'Zoë' });
  });

  it('[PD-09] another key or a changed byte fails authentication', async () => {
    const payload = await encryptPayload({ a: 1 }, 'k1');
    await expect(decryptPayload(payload, 'k2')).rejects.toBeInstanceOf(PayloadDecryptionError);
    await expect(decryptPayload(`${payload.slice(0, -4)}AAAA`, 'k1')).rejects.toBeInstanceOf(
      PayloadDecryptionError,
    );
  });
});
