import type { VoiceId } from '../../../core/contracts/speech';
import { createEspeakTextToSpeech, encodeOpus, type TextToSpeech } from '../speech/text-to-speech';

/**
 * What the narration worker calls: text in, Ogg/Opus out. `id` names the engine in every narration's hash, so
 * switching engines (or models) makes new audio instead of serving the old engine's.
 */
export interface NarrationEngine {
  readonly id: string;
  synthesize(text: string, voice: VoiceId): Promise<Buffer>;
}

/**
 * The embedded default: espeak-ng speaks a WAV, ffmpeg encodes it as Ogg/Opus (both child processes). Another
 * `TextToSpeech` (a test's) takes another `id`, so its narrations are its own.
 */
export function createEspeakNarrationEngine(
  tts: TextToSpeech = createEspeakTextToSpeech(),
  id = 'espeak-ng',
): NarrationEngine {
  return {
    id,
    async synthesize(text, voice) {
      return encodeOpus(await tts.synthesize(text, voice));
    },
  };
}

/** True for an Ogg stream (its first page starts with "OggS"). */
export function isOgg(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes.subarray(0, 4).toString('latin1') === 'OggS';
}
