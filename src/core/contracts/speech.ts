import { z } from 'zod';
import { pageOf } from './common';
import { LOCALES, normalizeLocale, type Locale } from '../i18n/locales';

/**
 * Voice (issue 23; B §3 "Voice", "Transcription", §7 "Speech to text", §9; DECISIONS SRCH-22, STT-08).
 * Transcription takes the audio as multipart `audio` (webm, ogg or wav) + `language`, or as the raw audio body
 * with `?language=`; it answers `{ transcript }`, or an error whose human text is in `error`.
 */

/** At most 1 MB of audio and 15 seconds of speech per transcription. */
export const MAX_TRANSCRIBE_AUDIO_BYTES = 1024 * 1024;
export const MAX_TRANSCRIBE_SECONDS = 15;

/** What the transcribe call reads as audio when it is sent raw (not as a multipart form). */
export const TRANSCRIBE_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/wav', 'audio/x-wav'] as const;

/** B §9: the default voices — pl gosia, de thorsten, en sam. */
export const VOICES = [
  { id: 'gosia', label: 'Gosia', language: 'pl', default: true },
  { id: 'thorsten', label: 'Thorsten', language: 'de', default: true },
  { id: 'sam', label: 'Sam', language: 'en', default: true },
] as const satisfies ReadonlyArray<{ id: string; label: string; language: Locale; default: boolean }>;
export type VoiceId = (typeof VOICES)[number]['id'];

export const VoiceIdSchema = z.enum(VOICES.map((voice) => voice.id) as [VoiceId, ...VoiceId[]]);

/** The default voice of a language (B §9). */
export function defaultVoice(language: Locale): VoiceId {
  return VOICES.find((voice) => voice.language === language)!.id;
}

export const TranscribeLanguage = z.enum(LOCALES, { error: 'invalidValue' });

/** The query of the transcribe call: `language` (raw audio), or the page's `_locale` / `locale`. */
export const TranscribeQuery = z.object({
  language: TranscribeLanguage.optional(),
  _locale: z
    .string()
    .max(20)
    .optional()
    .transform((value) => (value === undefined ? undefined : normalizeLocale(value))),
  locale: z
    .string()
    .max(20)
    .optional()
    .transform((value) => (value === undefined ? undefined : normalizeLocale(value))),
});
export type TranscribeQuery = z.infer<typeof TranscribeQuery>;

export const TranscribeResponse = z.object({ transcript: z.string() });
export type TranscribeResponse = z.infer<typeof TranscribeResponse>;

/**
 * Narration (text to speech; B §3, §7, §9; DECISIONS TTS-16). `type` is the content read, `area` the part of it;
 * the answer names the audio by the hash of what was read (text, voice, engine), so the same narration is
 * synthesised once and every page asks for it by the same hash.
 */
export const NARRATION_TYPES = ['recipe', 'article', 'ebook', 'diet-template', 'exercise', 'food'] as const;
export type NarrationType = (typeof NARRATION_TYPES)[number];
export const NARRATION_AREAS = ['title', 'description', 'instructions', 'full'] as const;
export type NarrationArea = (typeof NARRATION_AREAS)[number];

/** TTS-09: the narration control asks for the status every 5 seconds while it is pending. */
export const NARRATION_POLL_MS = 5000;

/** TTS-13: a voice as the voices call lists it. */
export const Voice = z.object({
  id: VoiceIdSchema,
  name: z.string(),
  label: z.string(),
  language: z.enum(LOCALES),
  default: z.boolean(),
});
export type Voice = z.infer<typeof Voice>;

/** TTS-12: the voices of a language (`language`, else the page's `_locale`). */
export const VoicesQuery = z.object({
  language: z.enum(LOCALES, { error: 'invalidValue' }).optional(),
  _locale: TranscribeQuery.shape._locale,
});
export const VoicesResponse = z.object({ voices: z.array(Voice), language: z.enum(LOCALES) });
export type VoicesResponse = z.infer<typeof VoicesResponse>;

/** TTS-15: what to read, in which language and voice. */
export const NarrationRequest = z.object({
  id: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .positive('invalidValue')
    .max(2_147_483_647, 'invalidValue'),
  type: z.enum(NARRATION_TYPES, { error: 'invalidValue' }),
  language: z.enum(LOCALES, { error: 'invalidValue' }),
  voice: VoiceIdSchema.or(z.literal('')).refine((voice) => voice !== '', 'voiceRequired'),
  area: z.enum(NARRATION_AREAS, { error: 'invalidValue' }).default('full'),
});
export type NarrationRequest = z.infer<typeof NarrationRequest>;

export const NARRATION_STATUSES = ['pending', 'processing', 'ready', 'failed', 'not_found'] as const;
export type NarrationStatus = (typeof NARRATION_STATUSES)[number];

/** A sha256 in hex: the name of one narration. */
export const NarrationHash = z.string().regex(/^[0-9a-f]{64}$/, 'invalidValue');

/** TTS-15, TTS-09: the generate and status answers (the same shape). `url` and `path` are set once ready. */
export const NarrationAudio = z.object({
  status: z.enum(NARRATION_STATUSES),
  hash: NarrationHash,
  url: z.string().nullable(),
  path: z.string().nullable(),
  statusUrl: z.string(),
  mimeType: z.string(),
  error: z.string().nullable(),
});
export type NarrationAudio = z.infer<typeof NarrationAudio>;

export const NarrationStatusQuery = z.object({ hash: NarrationHash });
export const NarrationAudioParams = z.object({ hash: NarrationHash });

/** The same limit and error text as the feedback modal's comment. */
export const NARRATION_COMMENT_MAX = 2000;

/** TTS-18: good or bad (exactly one of them 1), and an optional comment. */
export const NarrationGrade = z
  .object({
    hash: NarrationHash,
    good: z.union([z.literal(0), z.literal(1)], { error: 'invalidValue' }),
    bad: z.union([z.literal(0), z.literal(1)], { error: 'invalidValue' }),
    comment: z.string('invalidValue').trim().max(NARRATION_COMMENT_MAX, 'commentTooLong').optional(),
  })
  .refine((grade) => grade.good + grade.bad === 1, { message: 'gradeRequired', path: ['good'] });
export type NarrationGrade = z.infer<typeof NarrationGrade>;
export const NarrationGradeSent = z.object({ success: z.literal(true) });

/** Admins read the grades, newest first (issue 23 A3). */
export const NarrationGradesQuery = z.object({
  page: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(10_000, 'invalidValue')
    .default(1),
});
export const NarrationGradeEntry = z.object({
  id: z.number().int(),
  hash: z.string(),
  type: z.string().nullable(),
  itemId: z.number().int().nullable(),
  language: z.string().nullable(),
  voice: z.string().nullable(),
  area: z.string().nullable(),
  good: z.boolean(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export const NarrationGradesResponse = pageOf(NarrationGradeEntry);
