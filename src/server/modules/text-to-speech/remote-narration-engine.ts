import type { VoiceId } from '../../../core/contracts/speech';
import { MAX_SYNTHESIS_CHARS, TextTooLongError } from '../speech/text-to-speech';
import { isOgg, type NarrationEngine } from './narration-engine';

export interface RemoteNarrationOptions {
  /** e.g. `https://api.openai.com/v1` (no trailing slash); the call goes to `{baseUrl}/audio/speech`. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The server's voice for each of ours (`TTS_VOICE_<ID>`); unmapped voices are sent by our id. */
  voices: Partial<Record<VoiceId, string>>;
  timeoutMs: number;
}

/** The most audio one answer may hold (a long recipe at 32 kbit/s is a few MB). */
const MAX_AUDIO_BYTES = 64 * 1024 * 1024;

/**
 * An OpenAI-compatible speech endpoint (`POST {base}/audio/speech`, JSON `{ model, input, voice,
 * response_format: 'opus' }`, bearer key). The answer is Ogg/Opus and is stored as it is.
 */
export function createRemoteNarrationEngine(options: RemoteNarrationOptions): NarrationEngine {
  return {
    id: `remote:${options.baseUrl}#${options.model}`,
    async synthesize(text, voice) {
      if (text.length > MAX_SYNTHESIS_CHARS) throw new TextTooLongError();
      const response = await fetch(`${options.baseUrl}/audio/speech`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'audio/ogg, audio/opus, */*',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          input: text,
          voice: options.voices[voice] ?? voice,
          response_format: 'opus',
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`the speech endpoint answered ${response.status}`);
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > MAX_AUDIO_BYTES) {
        await response.body?.cancel();
        throw new Error('the speech endpoint answered too much audio');
      }
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length > MAX_AUDIO_BYTES) throw new Error('the speech endpoint answered too much audio');
      if (!isOgg(audio)) throw new Error('the speech endpoint did not answer Ogg/Opus audio');
      return audio;
    },
  };
}
