import { MAX_TRANSCRIBE_SECONDS, type TranscribeResponse } from '../../../core/contracts/speech';
import type { Locale } from '../../../core/i18n/locales';
import { AppError, BusyError, ValidationError } from '../../errors';
import { createLimiter } from './run-process';
import { toSpeechWav, type SpeechToText, type TranscriptionFailure } from './speech-to-text';
import { wavDurationSeconds } from './wav';

/** A transcription that did not produce text; the human text is in the answer's `error` (DECISIONS SRCH-22). */
export class TranscriptionError extends AppError {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    messageKey: string,
  ) {
    super(messageKey);
  }
}

const FAILURES: Record<TranscriptionFailure, () => TranscriptionError> = {
  'unsupported-language': () =>
    new TranscriptionError(422, 'unsupported_language', 'speechLanguageUnsupported'),
  'no-speech': () => new TranscriptionError(422, 'no_speech', 'speechNotRecognised'),
  failed: () => new TranscriptionError(502, 'transcription_failed', 'transcriptionFailed'),
};

export interface SpeechService {
  readonly engine: SpeechToText['kind'];
  transcribe(audio: Buffer, language: Locale): Promise<TranscribeResponse>;
}

/**
 * The transcribe call's work: the language check, the audio decoded to 16 kHz mono WAV (anything ffmpeg cannot
 * read is no audio: 400), at most 15 seconds of it (400), then the engine. At most two at once, a few waiting.
 */
export function createSpeechService(stt: SpeechToText): SpeechService {
  const limited = createLimiter(2, 8, () => new BusyError());
  return {
    engine: stt.kind,
    async transcribe(audio, language) {
      if (audio.length === 0) throw new ValidationError({ audio: 'audioMissing' }, 'audioMissing');
      if (!stt.languages.includes(language)) throw FAILURES['unsupported-language']();
      return limited(async () => {
        const wav = await toSpeechWav(audio).catch(() => null);
        const seconds = wav ? wavDurationSeconds(wav) : null;
        if (!wav || seconds === null || seconds === 0)
          throw new ValidationError({ audio: 'audioInvalid' }, 'audioInvalid');
        if (seconds > MAX_TRANSCRIBE_SECONDS)
          throw new ValidationError({ audio: 'audioTooLong' }, 'audioTooLong');
        const result = await stt.transcribe(wav, language);
        if ('error' in result) throw FAILURES[result.error]();
        return { transcript: result.transcript };
      });
    },
  };
}
