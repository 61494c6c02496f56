import type { Locale } from '../../../core/i18n/locales';
import { MAX_TRANSCRIBE_SECONDS } from '../../../core/contracts/speech';
import { runProcess } from './run-process';

export type TranscriptionFailure = 'unsupported-language' | 'no-speech' | 'failed';
export type TranscriptionResult = { transcript: string } | { error: TranscriptionFailure };

/** Speech to text (issue 23): the embedded offline recogniser, or an OpenAI-compatible endpoint. */
export interface SpeechToText {
  readonly kind: 'embedded' | 'remote';
  /** The languages it understands; others answer `unsupported-language`. */
  readonly languages: readonly Locale[];
  transcribe(audio: Buffer, language: Locale): Promise<TranscriptionResult>;
}

/** ffmpeg decodes at most this much: anything longer is refused by its length anyway. */
const DECODE_SECONDS = MAX_TRANSCRIBE_SECONDS + 1;
/** 16 kHz × 2 bytes × the decoded seconds, plus the header. */
const MAX_WAV_BYTES = 16_000 * 2 * DECODE_SECONDS + 4096;

/**
 * Any audio ffmpeg reads (webm/opus, ogg, wav …) as a 16 kHz mono 16-bit PCM WAV, at most 16 seconds of it;
 * through pipes, no files. Rejects with a `ProcessError` for input that is no audio.
 */
export function toSpeechWav(audio: Buffer, timeoutMs = 10_000): Promise<Buffer> {
  return runProcess(
    'ffmpeg',
    [
      '-nostdin',
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      'pipe:0',
      '-t',
      String(DECODE_SECONDS),
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      '-f',
      'wav',
      'pipe:1',
    ],
    { input: audio, timeoutMs, maxOutputBytes: MAX_WAV_BYTES },
  );
}
