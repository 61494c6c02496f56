import { describe, expect, it } from 'vitest';
import {
  createSilenceWatch,
  recordingOutcome,
  rmsAmplitude,
  sanitizeTranscript,
  VOICE_SILENCE_THRESHOLD,
  VOICE_TRANSCRIPT_EVENT,
  voiceTimeouts,
  voiceTransition,
  type VoiceEvent,
  type VoiceState,
} from './voice';

describe('voice timeouts', () => {
  it('[STT-06] the silence timeout defaults to 3000 ms and is at least 1000 ms', () => {
    expect(voiceTimeouts('dialog').silenceMs).toBe(3000);
    expect(voiceTimeouts('quick').silenceMs).toBe(3000);
    expect(voiceTimeouts('dialog', { silenceMs: 200 }).silenceMs).toBe(1000);
    expect(voiceTimeouts('dialog', { silenceMs: 1500 }).silenceMs).toBe(1500);
    expect(voiceTimeouts('dialog', { silenceMs: Number.NaN }).silenceMs).toBe(3000);
  });

  it('[STT-07] [STT-08] the maximum recording is 5000 ms in quick mode (header, search landing), 10000 ms in the dialog, at least 1000 ms', () => {
    expect(voiceTimeouts('quick').maxMs).toBe(5000);
    expect(voiceTimeouts('dialog').maxMs).toBe(10000);
    expect(voiceTimeouts('dialog', { maxMs: 10 }).maxMs).toBe(1000);
    expect(voiceTimeouts('quick', { maxMs: 2500 }).maxMs).toBe(2500);
    // Never longer than the server transcribes (15 s).
    expect(voiceTimeouts('dialog', { maxMs: 60_000 }).maxMs).toBe(15_000);
  });
});

describe('silence and the maximum length', () => {
  const timeouts = { silenceMs: 3000, maxMs: 10000 };

  it('[STT-09] the silence threshold is an RMS amplitude of 0.01', () => {
    expect(VOICE_SILENCE_THRESHOLD).toBe(0.01);
    expect(rmsAmplitude([])).toBe(0);
    expect(rmsAmplitude([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
    const watch = createSilenceWatch(timeouts, 0);
    watch.sample(0.0099, 100);
    expect(watch.heardSpeech()).toBe(false);
    watch.sample(0.01, 200);
    expect(watch.heardSpeech()).toBe(true);
  });

  it('[STT-05] stops after the silence timeout from the start when nobody speaks', () => {
    const watch = createSilenceWatch(timeouts, 1000);
    expect(watch.sample(0, 3900)).toBeNull();
    expect(watch.sample(0, 4000)).toBe('silence');
  });

  it('[STT-05] stops after the silence timeout counted from the last sound once speech began', () => {
    const watch = createSilenceWatch(timeouts, 0);
    expect(watch.sample(0.2, 2500)).toBeNull();
    expect(watch.sample(0.001, 5000)).toBeNull();
    expect(watch.sample(0.001, 5499)).toBeNull();
    expect(watch.sample(0.001, 5500)).toBe('silence');
  });

  it('[STT-05] stops at the maximum length however loud the speech', () => {
    const watch = createSilenceWatch({ silenceMs: 3000, maxMs: 5000 }, 0);
    for (let now = 100; now < 5000; now += 100) expect(watch.sample(0.3, now)).toBeNull();
    expect(watch.sample(0.3, 5000)).toBe('maxLength');
  });
});

describe('the voice states', () => {
  const run = (events: VoiceEvent[], from: VoiceState = 'idle') => events.reduce(voiceTransition, from);

  it('[STT-04] [STT-05] idle → listening → processing → idle with a transcript; each stop reason ends listening', () => {
    expect(voiceTransition('idle', { type: 'start' })).toBe('listening');
    for (const reason of ['user', 'silence', 'maxLength'] as const)
      expect(voiceTransition('listening', { type: 'stop', reason })).toBe('processing');
    expect(run([{ type: 'start' }, { type: 'stop', reason: 'user' }, { type: 'transcribed' }])).toBe('idle');
    // A stop while idle or processing changes nothing; a start while processing neither.
    expect(voiceTransition('idle', { type: 'stop', reason: 'user' })).toBe('idle');
    expect(voiceTransition('processing', { type: 'start' })).toBe('processing');
  });

  it('[STT-10] no speech detected goes back to idle', () => {
    expect(run([{ type: 'start' }, { type: 'stop', reason: 'silence' }, { type: 'noSpeech' }])).toBe('idle');
    expect(recordingOutcome({ bytes: 1200, heardSpeech: false })).toBe('noSpeech');
  });

  it('[STT-11] no audio data is the error state (permission), and it is checked before speech', () => {
    expect(run([{ type: 'start' }, { type: 'stop', reason: 'user' }, { type: 'noAudio' }])).toBe('error');
    expect(recordingOutcome({ bytes: 0, heardSpeech: false })).toBe('noAudio');
    expect(recordingOutcome({ bytes: 0, heardSpeech: true })).toBe('noAudio');
    expect(recordingOutcome({ bytes: 1200, heardSpeech: true })).toBe('transcribe');
  });

  it('[STT-04] a failure is the error state; from there recording can start again; cancel is idle', () => {
    expect(voiceTransition('listening', { type: 'failed' })).toBe('error');
    expect(voiceTransition('processing', { type: 'failed' })).toBe('error');
    expect(voiceTransition('error', { type: 'start' })).toBe('listening');
    expect(voiceTransition('listening', { type: 'cancel' })).toBe('idle');
  });
});

describe('the transcript', () => {
  it('[STT-14] text in asterisks is removed and returned as stage directions', () => {
    expect(sanitizeTranscript('*clears throat* apple pie *laughs*')).toEqual({
      text: 'apple pie',
      stageDirections: ['clears throat', 'laughs'],
    });
    expect(sanitizeTranscript('** oats')).toEqual({ text: 'oats', stageDirections: [] });
  });

  it('[STT-15] timestamps, numbers and brackets are removed, keeping letters of every script and apostrophes', () => {
    expect(sanitizeTranscript('[00:01.000 --> 00:02.000] chicken soup').text).toBe('chicken soup');
    expect(sanitizeTranscript('00:01 low carb (2) dinner [3]').text).toBe('low carb dinner');
    expect(sanitizeTranscript('[BLANK_AUDIO]').text).toBe('');
    expect(sanitizeTranscript("  Kasia's   jabłko, żurek i źdźbło!  ").text).toBe(
      "Kasia's jabłko żurek i źdźbło",
    );
    expect(sanitizeTranscript('Grüße: Käsespätzle für 4 Personen, Maß').text).toBe(
      'Grüße Käsespätzle für Personen Maß',
    );
    expect(sanitizeTranscript('don’t 100% {vegan}').text).toBe('don’t vegan');
  });

  it('[STT-17] the apply event is named voice:transcript', () => {
    expect(VOICE_TRANSCRIPT_EVENT).toBe('voice:transcript');
  });
});
