import { z } from 'zod';
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
