import { VOICES, type NarrationArea } from '../contracts/speech';
import type { Locale } from '../i18n/locales';

/**
 * The narration control's rules (B §4 "Text-to-speech", §9; TTS-05 … TTS-10, TTS-13, TTS-14): what an answer of
 * the generate or status call means, the control's states, and which audio it may reuse.
 */

/** What to do with an answer: play it, ask again in a while, give up, or it is no answer we know. */
export type NarrationOutcome = 'ready' | 'poll' | 'error' | 'unexpected';

/** The fields of a generate or status answer the control reads; anything else may come as well. */
export interface NarrationAnswer {
  status?: unknown;
  url?: unknown;
  path?: unknown;
}

const READY = new Set(['ready', 'finished']);
const POLL = new Set(['pending', 'processing', 'queued']);
const ERROR = new Set(['failed', 'not_found']);

const present = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The audio's address: `url`, else `path`, else none. */
export function audioUrlOf(answer: NarrationAnswer): string | null {
  if (present(answer.url)) return answer.url;
  if (present(answer.path)) return answer.path;
  return null;
}

/**
 * TTS-06: ready or finished, or a url or path → ready; TTS-07: pending, processing or queued → poll;
 * TTS-08: failed or not_found → error; anything else is an unexpected answer.
 */
export function narrationOutcome(answer: unknown): NarrationOutcome {
  if (typeof answer !== 'object' || answer === null) return 'unexpected';
  const { status } = answer as NarrationAnswer;
  if ((typeof status === 'string' && READY.has(status)) || audioUrlOf(answer as NarrationAnswer) !== null)
    return 'ready';
  if (typeof status === 'string' && POLL.has(status)) return 'poll';
  if (typeof status === 'string' && ERROR.has(status)) return 'error';
  return 'unexpected';
}

/** A narration that has been made: its address and its name (for the feedback). */
export interface NarrationAudioRef {
  url: string;
  hash: string;
}

/** TTS-05: idle, busy (spinner, disabled), ready (the player; its button replays), error. */
export type NarrationPhase = 'idle' | 'busy' | 'ready' | 'error';

export interface NarrationState {
  phase: NarrationPhase;
  /** The combination now chosen (`narrationKey`). */
  key: string;
  /** The audio shown in the player (set while ready). */
  audio: NarrationAudioRef | null;
  /** TTS-10: audio already made, by language, voice and area. */
  cache: Readonly<Record<string, NarrationAudioRef>>;
}

export type NarrationEvent =
  | { type: 'start' }
  | { type: 'ready'; audio: NarrationAudioRef }
  | { type: 'fail' }
  /** The language, voice or area changed. */
  | { type: 'select'; key: string };

/** The cache key of one combination. */
export function narrationKey(language: string, voice: string, area: NarrationArea): string {
  return `${language}|${voice}|${area}`;
}

export function initialNarrationState(key: string): NarrationState {
  return { phase: 'idle', key, audio: null, cache: {} };
}

/**
 * TTS-05, TTS-10: idle → busy → ready | error. A start while busy is ignored (the button is disabled); a new
 * combination shows its cached audio, else goes back to idle.
 */
export function narrationReducer(state: NarrationState, event: NarrationEvent): NarrationState {
  switch (event.type) {
    case 'start':
      return state.phase === 'busy' ? state : { ...state, phase: 'busy', audio: null };
    case 'ready':
      if (state.phase !== 'busy') return state;
      return {
        ...state,
        phase: 'ready',
        audio: event.audio,
        cache: { ...state.cache, [state.key]: event.audio },
      };
    case 'fail':
      return state.phase === 'busy' ? { ...state, phase: 'error', audio: null } : state;
    case 'select': {
      if (event.key === state.key) return state;
      const cached = state.cache[event.key];
      return cached
        ? { ...state, key: event.key, phase: 'ready', audio: cached }
        : { ...state, key: event.key, phase: 'idle', audio: null };
    }
  }
}

/** TTS-13: a voice is named by its id, or by its name where a list gives no id. */
export function voiceIdOf(voice: { id?: string | null; name?: string | null }): string {
  return voice.id || voice.name || '';
}

/** TTS-14: pl gosia, de thorsten, en sam. */
export function defaultVoiceId(language: Locale): string {
  return VOICES.find((voice) => voice.language === language)?.id ?? '';
}

/**
 * The voice checked when the dialog opens: the one the list marks as default for the language, else the
 * language's default voice where the list has it, else none (the user must choose; TTS-11).
 */
export function initialVoice(
  language: Locale,
  voices: ReadonlyArray<{
    id?: string | null;
    name?: string | null;
    label?: string;
    language?: string;
    default?: boolean;
  }>,
): string {
  const marked = voices.find((voice) => voice.default && voice.language === language);
  if (marked) return voiceIdOf(marked);
  const fallback = defaultVoiceId(language);
  return voices.some((voice) => voiceIdOf(voice) === fallback) ? fallback : '';
}
