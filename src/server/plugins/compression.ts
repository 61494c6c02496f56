import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for the responses made per request (pages, JSON) above 1 KB. Brotli runs at quality 4:
 * close to gzip's speed with smaller output, where quality 11 would cost tens of milliseconds of event loop
 * per page. Built assets are compressed once at build time instead (see scripts/vite-precompress.ts).
 * Request bodies are never decompressed: a small gzip body could unpack past the body limit.
 */
export const COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, ...COMPRESSION, globalDecompression: false });
}
