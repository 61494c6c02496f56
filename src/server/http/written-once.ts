import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION } from '../plugins/compression';

const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzip);

/** An answer's UTF-8 bytes, by the answer object. */
const bytesOf = new WeakMap<object, Buffer>();
/** A frozen item's UTF-8 JSON, by the item: kept recipe cards come back in many answers (keptRecipeCard). */
const itemBytesOf = new WeakMap<object, Buffer>();

function itemBytes(item: unknown): Buffer {
  // Only a frozen item stays as it was written; an array writes what JSON cannot hold as null.
  if (typeof item !== 'object' || item === null || !Object.isFrozen(item))
    return Buffer.from(JSON.stringify(item) ?? 'null');
  let bytes = itemBytesOf.get(item);
  if (bytes === undefined) itemBytesOf.set(item, (bytes = Buffer.from(JSON.stringify(item))));
  return bytes;
}

const COMMA = Buffer.from(',');

/** An answer's UTF-8 JSON, byte for byte as JSON.stringify writes it, with the `items` of a page written once each. */
export function answerBytes(answer: object): Buffer {
  const items = (answer as { items?: unknown }).items;
  if (!Array.isArray(items) || typeof (answer as { toJSON?: unknown }).toJSON === 'function')
    return Buffer.from(JSON.stringify(answer));
  const chunks: Buffer[] = [];
  let text = '{';
  let first = true;
  const field = (json: string) => {
    text += first ? json : `,${json}`;
    first = false;
  };
  for (const [key, value] of Object.entries(answer)) {
    if (key === 'items') {
      field('"items":[');
      chunks.push(Buffer.from(text));
      items.forEach((item, i) => {
        if (i > 0) chunks.push(COMMA);
        chunks.push(itemBytes(item));
      });
      text = ']';
      continue;
    }
    const json = JSON.stringify(value);
    if (json !== undefined) field(`${JSON.stringify(key)}:${json}`);
  }
  chunks.push(Buffer.from(`${text}}`));
  return Buffer.concat(chunks);
}

/** Those bytes compressed, by the bytes and encoding (made once, off the event loop). */
const compressedOf = new WeakMap<Buffer, Partial<Record<'br' | 'gzip', Promise<Buffer>>>>();

/**
 * The serializer and `onSend` hook of the search calls, whose answers are kept per catalogue revision
 * (lib/revision-cache): the same object each time it is asked for. It is written once, as UTF-8 bytes, and
 * compressed once per encoding, so a repeated search costs no JSON, no UTF-8 encoding and no brotli again
 * (a page of cards is ~15 KB; per request, brotli took longer than the whole kept answer, issue 13 A1, A7).
 *
 * The answer is written as it is: checking each page against its schema again took a tenth of a search's CPU
 * under load. The presenters build every field by name, and the catalogue tests parse each answer with the
 * contract and find nothing to strip or fix.
 */
export const writtenOnce = {
  serializerCompiler: () => (answer: unknown) => {
    if (typeof answer !== 'object' || answer === null) return JSON.stringify(answer);
    let bytes = bytesOf.get(answer);
    if (bytes === undefined) bytesOf.set(answer, (bytes = answerBytes(answer)));
    // Fastify sends a serializer's Buffer as it is (reply.js onSendEnd); its types only name a string.
    return bytes as unknown as string;
  },

  /**
   * Runs before @fastify/compress (which appends its hook to the route's), and answers with the kept
   * compressed form as it would: the same encodings, threshold and settings; it then leaves the answer alone.
   */
  async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (!Buffer.isBuffer(payload) || payload.length < COMPRESSION.threshold) return payload;
    if (request.headers['x-no-compression'] !== undefined) return payload;
    const accepted = request.headers['accept-encoding'];
    if (accepted === undefined) return payload;
    const encoding = negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), COMPRESSION.encodings);
    if (encoding !== 'br' && encoding !== 'gzip') return payload;
    let forms = compressedOf.get(payload);
    if (!forms) compressedOf.set(payload, (forms = {}));
    const compressed = (forms[encoding] ??=
      encoding === 'br'
        ? brotliOf(payload, COMPRESSION.brotliOptions)
        : gzipOf(payload, COMPRESSION.zlibOptions));
    let body: Buffer;
    try {
      body = await compressed;
    } catch {
      // Not kept: the next request tries again; this one is answered as it is.
      delete forms[encoding];
      return payload;
    }
    reply
      .header('vary', 'accept-encoding')
      .header('content-encoding', encoding)
      .header('content-length', body.length);
    return body;
  },
};
