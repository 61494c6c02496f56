import { LOCALES } from '../../../core/i18n/locales';
import type { SpeechToText } from './speech-to-text';

export interface RemoteSpeechToTextOptions {
  /** The API's base, e.g. `https://api.openai.com/v1` or a self-hosted Whisper server's `/v1`. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/**
 * An OpenAI-compatible `POST {base}/audio/transcriptions` (multipart `file`, `model`, `language`; bearer key):
 * OpenAI's Whisper and the self-hosted servers that copy its API. Every language of the site is asked.
 */
export function createRemoteSpeechToText(options: RemoteSpeechToTextOptions): SpeechToText {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    kind: 'remote',
    languages: LOCALES,
    async transcribe(audio, language) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'speech.wav');
      form.append('model', options.model);
      form.append('language', language);
      form.append('response_format', 'json');
      try {
        const response = await fetch(url, {
          method: 'POST',
          body: form,
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
        if (!response.ok) return { error: 'failed' };
        const body: unknown = await response.json();
        const text =
          body && typeof body === 'object' && 'text' in body && typeof body.text === 'string'
            ? body.text
            : null;
        if (text === null) return { error: 'failed' };
        const transcript = text.replace(/\s+/g, ' ').trim();
        return transcript ? { transcript } : { error: 'no-speech' };
      } catch {
        return { error: 'failed' };
      }
    },
  };
}
