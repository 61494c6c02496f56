import type { TranscribeResponse } from '../../../core/contracts/speech';
import type { Locale } from '../../../core/i18n/locales';
import { api, routeUrl } from '../../../core/routes';
import { ApiError, isErrorBody } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';

/** The file name the form gives the audio: its extension follows what the browser recorded. */
function fileName(type: string): string {
  const subtype = /^audio\/(?:x-)?(\w+)/.exec(type)?.[1];
  return `recording.${subtype === 'ogg' || subtype === 'wav' || subtype === 'mp4' ? subtype : 'webm'}`;
}

/**
 * SRCH-21, STT-13 (DECISIONS SRCH-22): sends a recording to `api_speech_to_text_transcribe` as a multipart
 * form — `audio` and `language` (the page's locale) — with the session's CSRF token, and answers the
 * transcript. A refusal throws an `ApiError` carrying the server's translated text (an empty message when the
 * server sent none: the caller has its own words for that).
 */
export async function transcribe(audio: Blob, language: Locale, signal?: AbortSignal): Promise<string> {
  const route = api.api_speech_to_text_transcribe;
  const form = new FormData();
  form.append('audio', audio, fileName(audio.type));
  form.append('language', language);
  const headers: Record<string, string> = { accept: 'application/json' };
  const csrf = sessionStore.get().csrfToken;
  if (csrf) headers['x-csrf-token'] = csrf;
  const response = await fetch(routeUrl(route.path, {}, { _locale: language }), {
    method: route.method,
    headers,
    body: form,
    credentials: 'same-origin',
    signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(payload)) throw new ApiError(response.status, payload.error, payload.code);
    throw new ApiError(response.status, '', 'http_error');
  }
  const transcript = (payload as Partial<TranscribeResponse> | null)?.transcript;
  if (typeof transcript !== 'string') throw new ApiError(response.status, '', 'bad_answer');
  return transcript;
}
