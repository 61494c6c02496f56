import type { VoiceId } from '../../../core/contracts/speech';
import { runProcess } from './run-process';

/** Text to speech (issue 23): speech as a WAV file. The job queue, storage and endpoints come later. */
export interface TextToSpeech {
  synthesize(text: string, voice: VoiceId): Promise<Buffer>;
}

/** The longest text one synthesis reads (a recipe's full narration fits). */
export const MAX_SYNTHESIS_CHARS = 20_000;

/** The spec's default voices (B §9) as espeak-ng voices. */
export const ESPEAK_VOICES: Record<VoiceId, string> = { gosia: 'pl', thorsten: 'de', sam: 'en-us' };
/** Words a minute: a calm narration pace (espeak-ng's default of 175 is hurried). */
const ESPEAK_SPEED = 140;

export class TextTooLongError extends Error {
  constructor() {
    super(`a synthesis reads at most ${MAX_SYNTHESIS_CHARS} characters`);
  }
}

/**
 * The embedded synthesiser: `espeak-ng --stdout`, the text on stdin (never an argument, so no text is read as
 * an option), a time limit and an output cap.
 */
export function createEspeakTextToSpeech(options: { timeoutMs?: number } = {}): TextToSpeech {
  return {
    async synthesize(text, voice) {
      if (text.length > MAX_SYNTHESIS_CHARS) throw new TextTooLongError();
      return runProcess('espeak-ng', ['--stdout', '-v', ESPEAK_VOICES[voice], '-s', String(ESPEAK_SPEED)], {
        input: text,
        timeoutMs: options.timeoutMs ?? 120_000,
        maxOutputBytes: 256 * 1024 * 1024,
      });
    },
  };
}

/** A WAV as Ogg/Opus (mono, 32 kbit/s: speech stays clear at a tenth of the size). */
export function encodeOpus(wav: Buffer, timeoutMs = 120_000): Promise<Buffer> {
  return runProcess(
    'ffmpeg',
    [
      '-nostdin',
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      'pipe:0',
      '-vn',
      '-ac',
      '1',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      '-application',
      'voip',
      '-f',
      'ogg',
      'pipe:1',
    ],
    { input: wav, timeoutMs, maxOutputBytes: 64 * 1024 * 1024 },
  );
}
