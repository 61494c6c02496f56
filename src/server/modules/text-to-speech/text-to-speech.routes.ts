import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { NotFoundError } from '../../errors';
import { requestLocale } from '../../http/request-locale';
import { routeFor } from '../../http/route-for';
import { sendError } from '../../plugins/errors';
import { NARRATION_MIME, type TextToSpeechService } from './text-to-speech.service';

/** Grades one address may send a minute: enough for a listener, too few to fill the table. */
export const NARRATION_GRADES_PER_MINUTE = 10;

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` over a file of `size` bytes; null: not satisfiable; undefined: no range. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  if (header === undefined) return undefined;
  const found = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!found || (found[1] === '' && found[2] === '')) return undefined;
  const [, from = '', to = ''] = found;
  if (from === '') {
    const length = Number(to);
    if (length === 0 || size === 0) return null;
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/**
 * Narration (issue 23 A3, A4; B §7): the voices, generate (limited per address: each new text costs a
 * synthesis), status (polled every 5 s, the global limit), the audio file with range requests, the grades
 * (limited per address) and the admins' list of them.
 */
export const textToSpeechRoutes: FastifyPluginAsyncZod<{
  tts: TextToSpeechService;
  perMinute: number;
}> = async (app, { tts, perMinute }) => {
  app.route({
    ...routeFor(app, api.api_text_to_speech_voices),
    handler: async (request) => {
      const language = request.query.language ?? request.query._locale ?? requestLocale(request);
      return { voices: tts.voices(language), language };
    },
  });

  const generate = routeFor(app, api.api_text_to_speech_generate);
  app.route({
    ...generate,
    config: {
      ...generate.config,
      rateLimit: {
        max: perMinute,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => `narration:${request.ip}`,
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tts.generate(request.body, requestLocale(request));
    },
  });

  app.route({
    ...routeFor(app, api.api_text_to_speech_status),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tts.status(request.query.hash, requestLocale(request));
    },
  });

  const grade = routeFor(app, api.api_text_to_speech_set_grade);
  app.route({
    ...grade,
    config: {
      ...grade.config,
      rateLimit: {
        max: NARRATION_GRADES_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => `narration-grade:${request.ip}`,
      },
    },
    handler: async (request) => tts.grade(request.body, requestLocale(request)),
  });

  app.route({
    ...routeFor(app, api.api_text_to_speech_audio),
    handler: async (request, reply) => {
      const file = await tts.audioFile(request.params.hash);
      if (!file) throw new NotFoundError('narrationNotFound');
      reply
        .type(NARRATION_MIME)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      const range = byteRange(request.headers.range, file.bytes);
      if (range === null) {
        reply.header('content-range', `bytes */${file.bytes}`);
        return sendError(request, reply, 416, 'badRequest', 'range_not_satisfiable');
      }
      if (range === undefined)
        return reply.header('content-length', file.bytes).send(createReadStream(file.path));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.bytes}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(file.path, { start: range.start, end: range.end }));
    },
  });

  app.route({
    ...routeFor(app, api.admin_text_to_speech_grades),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return tts.grades(request.query.page);
    },
  });
};
