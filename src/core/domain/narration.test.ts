import { describe, expect, it } from 'vitest';
import { Voice } from '../contracts/speech';
import {
  audioUrlOf,
  defaultVoiceId,
  initialNarrationState,
  initialVoice,
  narrationKey,
  narrationOutcome,
  narrationReducer,
  voiceIdOf,
  type NarrationEvent,
  type NarrationState,
} from './narration';

const HASH = 'a'.repeat(64);
const run = (state: NarrationState, ...events: NarrationEvent[]) => events.reduce(narrationReducer, state);

describe('what a generate or status answer means', () => {
  it('[TTS-06] status ready or finished, or a url or path being present, means ready', () => {
    expect(narrationOutcome({ status: 'ready', hash: HASH, url: null, path: null })).toBe('ready');
    expect(narrationOutcome({ status: 'finished' })).toBe('ready');
    expect(narrationOutcome({ status: 'processing', url: '/api/text-to-speech/audio/x' })).toBe('ready');
    expect(narrationOutcome({ status: 'pending', url: null, path: '/audio/x.ogg' })).toBe('ready');
    expect(narrationOutcome({ status: 'pending', url: '', path: null })).toBe('poll');
    expect(audioUrlOf({ url: null, path: '/audio/x.ogg' })).toBe('/audio/x.ogg');
    expect(audioUrlOf({ url: '/a', path: '/b' })).toBe('/a');
    expect(audioUrlOf({ url: null, path: null })).toBeNull();
  });

  it('[TTS-07] pending, processing or queued means keep polling', () => {
    for (const status of ['pending', 'processing', 'queued'])
      expect(narrationOutcome({ status, url: null, path: null })).toBe('poll');
  });

  it('[TTS-08] failed or not_found means error; anything else is unexpected', () => {
    expect(narrationOutcome({ status: 'failed', url: null, path: null, error: 'x' })).toBe('error');
    expect(narrationOutcome({ status: 'not_found', url: null, path: null })).toBe('error');
    expect(narrationOutcome({ status: 'exploded' })).toBe('unexpected');
    expect(narrationOutcome({})).toBe('unexpected');
    expect(narrationOutcome(null)).toBe('unexpected');
    expect(narrationOutcome('ready')).toBe('unexpected');
  });
});

describe('the control\u2019s states', () => {
  const key = narrationKey('en', 'sam', 'full');
  const audio = { url: '/api/text-to-speech/audio/a', hash: HASH };

  it('[TTS-05] idle → busy → ready, or → error; a second start while busy changes nothing; error and ready can start again', () => {
    const idle = initialNarrationState(key);
    expect(idle.phase).toBe('idle');
    const busy = run(idle, { type: 'start' });
    expect(busy.phase).toBe('busy');
    expect(run(busy, { type: 'start' })).toBe(busy);
    const ready = run(busy, { type: 'ready', audio });
    expect(ready).toMatchObject({ phase: 'ready', audio });
    const failed = run(busy, { type: 'fail' });
    expect(failed).toMatchObject({ phase: 'error', audio: null });
    expect(run(failed, { type: 'start' }).phase).toBe('busy');
    expect(run(ready, { type: 'start' }).phase).toBe('busy');
    // Answers that come when nothing is being made are ignored.
    expect(run(idle, { type: 'ready', audio }).phase).toBe('idle');
    expect(run(idle, { type: 'fail' }).phase).toBe('idle');
  });

  it('[TTS-10] a changed language, voice or area resets to idle unless audio for it is cached', () => {
    const ready = run(initialNarrationState(key), { type: 'start' }, { type: 'ready', audio });
    for (const other of [
      narrationKey('de', 'sam', 'full'),
      narrationKey('en', 'thorsten', 'full'),
      narrationKey('en', 'sam', 'title'),
    ]) {
      const changed = run(ready, { type: 'select', key: other });
      expect(changed).toMatchObject({ phase: 'idle', audio: null, key: other });
      // Back to the combination already made: its audio at once, no new generation.
      expect(run(changed, { type: 'select', key })).toMatchObject({ phase: 'ready', audio });
    }
    expect(run(ready, { type: 'select', key })).toBe(ready);
    // A change while busy drops the generation in flight.
    const busy = run(initialNarrationState(key), { type: 'start' });
    expect(run(busy, { type: 'select', key: narrationKey('en', 'sam', 'title') }).phase).toBe('idle');
  });
});

describe('voices', () => {
  it('[TTS-13] a voice has an id (or a name), a label, a language and a default flag', () => {
    const voice = { id: 'sam', name: 'sam', label: 'Sam', language: 'en', default: true };
    expect(Voice.parse(voice)).toEqual(voice);
    expect(Voice.safeParse({ id: 'sam', name: 'sam', language: 'en', default: true }).success).toBe(false);
    expect(voiceIdOf(voice)).toBe('sam');
    expect(voiceIdOf({ name: 'anna' })).toBe('anna');
    expect(voiceIdOf({ id: null, name: null })).toBe('');
  });

  it('[TTS-14] default voices: pl gosia, de thorsten, en sam', () => {
    expect(defaultVoiceId('pl')).toBe('gosia');
    expect(defaultVoiceId('de')).toBe('thorsten');
    expect(defaultVoiceId('en')).toBe('sam');
  });

  it('the dialog checks the voice the list marks as default, else the language default it lists, else none', () => {
    const sam = { id: 'sam', label: 'Sam', language: 'en', default: false };
    const anna = { name: 'anna', label: 'Anna', language: 'en', default: true };
    expect(initialVoice('en', [sam, anna])).toBe('anna');
    expect(initialVoice('en', [sam])).toBe('sam');
    expect(initialVoice('en', [{ id: 'thorsten', label: 'Thorsten', language: 'de', default: true }])).toBe(
      '',
    );
    expect(initialVoice('pl', [])).toBe('');
  });
});
