import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerBytes, writtenOnce } from './written-once';

/** The headers a hook set, and the request it saw. */
function exchange(headers: Record<string, string>) {
  const set: Record<string, string | number> = {};
  const reply = {
    header(name: string, value: string | number) {
      set[name] = value;
      return reply;
    },
  };
  return {
    request: { headers } as unknown as FastifyRequest,
    reply: reply as unknown as FastifyReply,
    set,
  };
}

describe('search answers written once (issue 13 A1, A7)', () => {
  const serialize = writtenOnce.serializerCompiler();
  const answer = { items: [{ name: 'Żurek na zakwasie '.repeat(80) }], total: 1 };

  it('an answer object is encoded once: the same UTF-8 bytes each time it is written', () => {
    const bytes = serialize(answer) as unknown as Buffer;
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.toString('utf8')).toBe(JSON.stringify(answer));
    expect(serialize(answer)).toBe(bytes);
    expect(serialize({ ...answer })).not.toBe(bytes);
  });

  it('is compressed once per encoding, as @fastify/compress would choose it, and sent with its length', async () => {
    const bytes = serialize(answer) as unknown as Buffer;
    const first = exchange({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    const br = (await writtenOnce.onSend(first.request, first.reply, bytes)) as Buffer;
    expect(brotliDecompressSync(br).equals(bytes)).toBe(true);
    expect(first.set).toEqual({
      vary: 'accept-encoding',
      'content-encoding': 'br',
      'content-length': br.length,
    });
    const again = exchange({ 'accept-encoding': 'br' });
    expect(await writtenOnce.onSend(again.request, again.reply, bytes)).toBe(br);

    for (const header of ['gzip', 'br;q=0, gzip', 'x-gzip', '*']) {
      const gzipped = exchange({ 'accept-encoding': header });
      const body = (await writtenOnce.onSend(gzipped.request, gzipped.reply, bytes)) as Buffer;
      expect(gzipped.set['content-encoding'], header).toBe('gzip');
      expect(gunzipSync(body).equals(bytes)).toBe(true);
    }
  });

  it('leaves the answer as it is: no accepted encoding, identity, x-no-compression, below 1 KB, not our bytes', async () => {
    const bytes = serialize(answer) as unknown as Buffer;
    const small = serialize({ items: [], total: 0 }) as unknown as Buffer;
    for (const [headers, payload] of [
      [{}, bytes],
      [{ 'accept-encoding': 'identity' }, bytes],
      [{ 'accept-encoding': 'deflate' }, bytes],
      [{ 'accept-encoding': 'br', 'x-no-compression': '1' }, bytes],
      [{ 'accept-encoding': 'br' }, small],
      [{ 'accept-encoding': 'br' }, JSON.stringify(answer)],
    ] as const) {
      const plain = exchange(headers);
      expect(await writtenOnce.onSend(plain.request, plain.reply, payload)).toBe(payload);
      expect(plain.set).toEqual({});
    }
  });
});

describe('a page written with its kept items once each (issue 13 A1)', () => {
  const card = Object.freeze({
    id: 1,
    name: 'Żurek na zakwasie',
    tags: Object.freeze([{ value: 'x', label: 'Zupa' }]),
  });

  it('writes the same bytes as JSON.stringify, whatever the answer holds', () => {
    const answers: object[] = [
      { items: [], total: 0 },
      {
        items: [card, card, { id: 2, gone: undefined }, undefined, null, 3, 'ü'],
        total: 7,
        none: undefined,
        n: null,
      },
      { total: 1, items: [card], hasMore: false, label: 'Größe “quoted” \u2028' },
      { skipped: undefined, items: [card] },
      { noItems: [card] },
      { items: 'not a list', total: 1 },
      { items: [card], toJSON: () => ({ replaced: true }) },
    ];
    for (const answer of answers) expect(answerBytes(answer).toString('utf8')).toBe(JSON.stringify(answer));
  });

  it('writes a frozen item once, however many answers it is in; an item that can change each time', () => {
    let frozenReads = 0;
    let openReads = 0;
    const frozen = Object.freeze(
      Object.defineProperty({}, 'name', { enumerable: true, get: () => (frozenReads++, 'a') }),
    );
    const open = Object.defineProperty({}, 'name', { enumerable: true, get: () => (openReads++, 'b') });
    for (let i = 0; i < 3; i++) answerBytes({ items: [frozen, open], total: 2 });
    expect(frozenReads).toBe(1);
    expect(openReads).toBe(3);
  });
});
