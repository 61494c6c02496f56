import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_TRANSCRIBE_AUDIO_BYTES,
  TRANSCRIBE_AUDIO_TYPES,
  TranscribeLanguage,
} from '../../../core/contracts/speech';
import type { Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { ValidationError } from '../../errors';
import { requestLocale } from '../../http/request-locale';
import { routeFor } from '../../http/route-for';
import { sendError } from '../../plugins/errors';
import { TranscriptionError, type SpeechService } from './speech.service';

/** Room for the multipart boundaries and the `language` field around 1 MB of audio. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/** The audio and language of a multipart form (`audio`, `language`), read by the platform's own parser. */
async function readForm(body: Buffer, contentType: string): Promise<{ audio: Buffer; language?: string }> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ValidationError(undefined, 'audioInvalid');
  }
  const audio = form.get('audio');
  const language = form.get('language');
  if (!audio || typeof audio === 'string')
    throw new ValidationError({ audio: 'audioMissing' }, 'audioMissing');
  return {
    audio: Buffer.from(await audio.arrayBuffer()),
    language: typeof language === 'string' && language !== '' ? language : undefined,
  };
}

/**
 * Speech to text (issue 23; B §7; DECISIONS SRCH-22): signed-in members only (the route's access rule), limited
 * per member and minute. The audio comes as a multipart form (`audio` + `language`) or as the raw body
 * (audio/webm, audio/ogg, audio/wav) with `?language=`; the parsers exist in this route's scope only.
 */
export const speechRoutes: FastifyPluginAsyncZod<{ speech: SpeechService; perMinute: number }> = async (
  app,
  { speech, perMinute },
) => {
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    const bodyLimit = MAX_TRANSCRIBE_AUDIO_BYTES + FORM_OVERHEAD_BYTES;
    scope.addContentTypeParser(
      ['multipart/form-data', ...TRANSCRIBE_AUDIO_TYPES],
      { parseAs: 'buffer', bodyLimit },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendError(request, reply, 413, 'audioTooLarge', 'audio_too_large');
      throw error;
    });
    const route = routeFor(scope, api.api_speech_to_text_transcribe);
    scope.route({
      ...route,
      bodyLimit,
      config: {
        ...route.config,
        // Each recording costs a recogniser run: counted per member (after the guard, so guests get 401).
        rateLimit: {
          max: perMinute,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `transcribe:${request.session?.user.id ?? request.ip}`,
        },
      },
      handler: async (request) => {
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body)) throw new ValidationError({ audio: 'audioMissing' }, 'audioMissing');
        const contentType = String(request.headers['content-type'] ?? '');
        const sent = /^multipart\/form-data/i.test(contentType)
          ? await readForm(body, contentType)
          : { audio: body, language: undefined };
        if (sent.audio.length > MAX_TRANSCRIBE_AUDIO_BYTES)
          throw new TranscriptionError(413, 'audio_too_large', 'audioTooLarge');
        const asked = sent.language ?? request.query.language;
        const parsed = asked === undefined ? null : TranscribeLanguage.safeParse(asked);
        if (parsed && !parsed.success) throw new ValidationError({ language: 'invalidValue' });
        const language: Locale =
          parsed?.data ?? request.query._locale ?? request.query.locale ?? requestLocale(request);
        return speech.transcribe(sent.audio, language);
      },
    });
  });
};
