import { MAX_TRANSCRIBE_SECONDS } from '../contracts/speech';

/**
 * Voice search (speech to text; B §2 "Voice search dialog", §4, §5, §9; DECISIONS STT-08, STT-17): the rules
 * of the recording — its timeouts, the silence threshold, the dialog's states — and the cleaning of a
 * transcript, free of the browser so that they are tested on their own.
 */

/** STT-06: the silence that ends a recording, by default and at the least. */
export const VOICE_SILENCE_MS = 3000;
export const VOICE_MIN_SILENCE_MS = 1000;
/** STT-07, DECISIONS STT-08: the longest recording in the header and on the search landing, and in the dialog. */
export const VOICE_QUICK_MAX_MS = 5000;
export const VOICE_DIALOG_MAX_MS = 10000;
export const VOICE_MIN_MAX_MS = 1000;
/** No recording is longer than the server transcribes. */
export const VOICE_LIMIT_MAX_MS = MAX_TRANSCRIBE_SECONDS * 1000;
/** STT-09: below this RMS amplitude (of samples in -1…1) the microphone hears silence. */
export const VOICE_SILENCE_THRESHOLD = 0.01;
/** How often the amplitude is read while recording. */
export const VOICE_SAMPLE_EVERY_MS = 100;

/** DECISIONS STT-17: the `window` event dispatched on apply, with `{ detail: { text, target } }`. */
export const VOICE_TRANSCRIPT_EVENT = 'voice:transcript';
export interface VoiceTranscriptDetail {
  text: string;
  /** Which field the text is for (`header-search`, `search`, `catalogue-recipes` …). */
  target: string;
}

/** `quick`: the header search and the search landing; `dialog`: the voice dialog elsewhere (STT-08). */
export type VoiceMode = 'quick' | 'dialog';

export interface VoiceTimeouts {
  silenceMs: number;
  maxMs: number;
}

const whole = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.round(value);

/** STT-06, STT-07, STT-08: the timeouts asked for, defaulted by the mode and held to their minimums. */
export function voiceTimeouts(
  mode: VoiceMode,
  asked: { silenceMs?: number; maxMs?: number } = {},
): VoiceTimeouts {
  const silenceMs = Math.max(VOICE_MIN_SILENCE_MS, whole(asked.silenceMs, VOICE_SILENCE_MS));
  const maxDefault = mode === 'quick' ? VOICE_QUICK_MAX_MS : VOICE_DIALOG_MAX_MS;
  const maxMs = Math.min(VOICE_LIMIT_MAX_MS, Math.max(VOICE_MIN_MAX_MS, whole(asked.maxMs, maxDefault)));
  return { silenceMs, maxMs };
}

/** The root mean square of samples in -1…1: the loudness the silence rule compares with the threshold. */
export function rmsAmplitude(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / samples.length);
}

/** STT-05: why a recording ended. */
export type StopReason = 'user' | 'silence' | 'maxLength';

/**
 * STT-05, STT-09: follows the amplitude read every ~100 ms. A recording ends after `silenceMs` below the
 * threshold — counted from the last sound once speech began, else from the start — or at `maxMs`.
 */
export function createSilenceWatch(timeouts: VoiceTimeouts, startedAt: number) {
  let lastSoundAt: number | null = null;
  return {
    /** The reason to stop now, or null to go on. */
    sample(amplitude: number, now: number): StopReason | null {
      if (amplitude >= VOICE_SILENCE_THRESHOLD) lastSoundAt = now;
      if (now - startedAt >= timeouts.maxMs) return 'maxLength';
      if (now - (lastSoundAt ?? startedAt) >= timeouts.silenceMs) return 'silence';
      return null;
    },
    /** Whether any sample reached the threshold. */
    heardSpeech: () => lastSoundAt !== null,
  };
}

/** STT-04: the states of the voice dialog. */
export type VoiceState = 'idle' | 'listening' | 'processing' | 'error';

export type VoiceEvent =
  /** The record toggle was pressed (or the quick mode started). */
  | { type: 'start' }
  /** STT-05: the recording ended (the user, silence or the maximum length). */
  | { type: 'stop'; reason: StopReason }
  /** STT-10: nothing above the threshold was heard. */
  | { type: 'noSpeech' }
  /** STT-11: the recorder delivered no audio (the microphone gave nothing: permission). */
  | { type: 'noAudio' }
  /** STT-12: the transcript arrived. */
  | { type: 'transcribed' }
  /** The microphone was refused, the server failed, anything else. */
  | { type: 'failed' }
  /** The dialog closed or the recording was dropped. */
  | { type: 'cancel' };

/** STT-04, STT-05, STT-10, STT-11: the next state; an event that does not apply leaves the state as it is. */
export function voiceTransition(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (event.type) {
    case 'start':
      return state === 'idle' || state === 'error' ? 'listening' : state;
    case 'stop':
      return state === 'listening' ? 'processing' : state;
    case 'noSpeech':
    case 'transcribed':
      return state === 'processing' ? 'idle' : state;
    case 'noAudio':
      return state === 'processing' ? 'error' : state;
    case 'failed':
      return state === 'listening' || state === 'processing' ? 'error' : state;
    case 'cancel':
      return 'idle';
  }
}

/** STT-10, STT-11: what a finished recording leads to: no audio data first, then no speech, else transcribing. */
export function recordingOutcome(recording: {
  bytes: number;
  heardSpeech: boolean;
}): 'noAudio' | 'noSpeech' | 'transcribe' {
  if (recording.bytes === 0) return 'noAudio';
  if (!recording.heardSpeech) return 'noSpeech';
  return 'transcribe';
}

export interface CleanTranscript {
  /** What goes into the field: letters, apostrophes and single spaces. */
  text: string;
  /** STT-14: the text that stood in asterisks (`*laughs*`), shown apart as stage directions. */
  stageDirections: string[];
}

/** `[00:01.000 --> 00:02.000]`, `00:01`, `1:02:03,5`: subtitle timestamps, ranges included. */
const TIMESTAMP =
  /\[?\s*\d{1,2}(?::\d{2}){1,2}(?:[.,]\d+)?(?:\s*-->\s*\d{1,2}(?::\d{2}){1,2}(?:[.,]\d+)?)?\s*\]?/g;
/** What transcribers write for non-speech: `[BLANK_AUDIO]`, `[MUSIC]`, `(NOISE)`. */
const NON_SPEECH_TAG = /[[(]\s*[A-Z_][A-Z_ ]+\s*[\])]/g;
/** Anything but letters (any script, with their marks), apostrophes and white space. */
const NOT_WORDS = /[^\p{L}\p{M}'’ʼ\s]/gu;

/**
 * STT-14, STT-15: a transcript as the field takes it. Text in asterisks is taken out and returned as stage
 * directions; timestamps, non-speech tags, numbers, brackets and other signs are removed, keeping letters of
 * every script (ą, ł, ß, ü …) and apostrophes; spaces are collapsed.
 */
export function sanitizeTranscript(raw: string): CleanTranscript {
  const stageDirections: string[] = [];
  const withoutStage = raw.replace(/\*([^*]*)\*/g, (_match, inner: string) => {
    const direction = inner.replace(/\s+/g, ' ').trim();
    if (direction) stageDirections.push(direction);
    return ' ';
  });
  const text = withoutStage
    .replace(TIMESTAMP, ' ')
    .replace(NON_SPEECH_TAG, ' ')
    .replace(NOT_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, stageDirections };
}
