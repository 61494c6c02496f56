import type * as Zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';

// Brotli fails once, then works: the one request is answered uncompressed, and nothing broken is kept.
let failures = 1;
vi.mock('node:zlib', async (original) => {
  const zlib = await original<typeof Zlib>();
  return {
    ...zlib,
    brotliCompress: (bytes: Buffer, options: object, done: (error: Error | null, result?: Buffer) => void) =>
      failures-- > 0 ? done(new Error('brotli failed')) : zlib.brotliCompress(bytes, options, done),
  };
});
const { writtenOnce } = await import('./written-once');

describe('search answers written once: a failed compression (issue 13 A7)', () => {
  it('answers that request as it is and compresses again for the next', async () => {
    const bytes = writtenOnce.serializerCompiler()({ items: ['x'.repeat(2000)] }) as unknown as Buffer;
    const headers: Record<string, unknown> = {};
    const reply = {
      header: (name: string, value: unknown) => {
        headers[name] = value;
        return reply;
      },
    } as unknown as FastifyReply;
    const request = { headers: { 'accept-encoding': 'br' } } as unknown as FastifyRequest;
    expect(await writtenOnce.onSend(request, reply, bytes)).toBe(bytes);
    expect(headers).toEqual({});
    const compressed = await writtenOnce.onSend(request, reply, bytes);
    expect(compressed).not.toBe(bytes);
    expect(headers['content-encoding']).toBe('br');
  });
});
