import { useCallback, useEffect, useRef } from 'react';
import {
  createSilenceWatch,
  rmsAmplitude,
  VOICE_SAMPLE_EVERY_MS,
  type StopReason,
  type VoiceTimeouts,
} from '../../../core/domain/voice';

/** The browser refused the microphone (the user or the site's settings said no, or there is none). */
export class MicrophoneDeniedError extends Error {
  constructor() {
    super('microphone denied');
    this.name = 'MicrophoneDeniedError';
  }
}

export interface Recording {
  audio: Blob;
  /** Whether the amplitude reached the silence threshold at any moment (true where it cannot be measured). */
  heardSpeech: boolean;
  reason: StopReason;
}

/** Whether this browser can record at all (B §8: else the voice button is not offered). */
export function canRecordVoice(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

type AudioContextClass = typeof AudioContext;

/** The microphone's loudness through a Web Audio analyser; null where Web Audio is missing. */
function listen(stream: MediaStream): { level(): number; close(): void } | null {
  const Context =
    window.AudioContext ?? (window as Window & { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  try {
    const context = new Context();
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaStreamSource(stream).connect(analyser);
    context.resume().catch(() => undefined);
    const samples = new Float32Array(analyser.fftSize);
    return {
      level() {
        analyser.getFloatTimeDomainData(samples);
        return rmsAmplitude(samples);
      },
      close() {
        context.close().catch(() => undefined);
      },
    };
  } catch {
    return null;
  }
}

const isDenied = (error: unknown) =>
  error instanceof DOMException &&
  ['NotAllowedError', 'SecurityError', 'NotFoundError', 'NotReadableError', 'OverconstrainedError'].includes(
    error.name,
  );

interface Session {
  done: Promise<Recording | null>;
  stop(): void;
  abort(): void;
}

/**
 * One recording (STT-05): MediaRecorder over the microphone, the amplitude read every ~100 ms, ending on the
 * user's stop, after the silence timeout or at the maximum length; the microphone is released as it ends.
 * Resolves null when aborted.
 */
function openSession(timeouts: VoiceTimeouts): Session {
  let aborted = false;
  let stopAsked = false;
  let finish: ((reason: StopReason) => void) | null = null;
  const done = (async (): Promise<Recording | null> => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (aborted) return null;
      throw isDenied(error) ? new MicrophoneDeniedError() : error;
    }
    const release = () => stream.getTracks().forEach((track) => track.stop());
    if (aborted) {
      release();
      return null;
    }
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream);
    } catch (error) {
      release();
      throw error;
    }
    const audio = listen(stream);
    const watch = createSilenceWatch(timeouts, Date.now());
    const chunks: Blob[] = [];
    return new Promise<Recording | null>((resolve, reject) => {
      let reason: StopReason = 'user';
      const timer = setInterval(() => {
        const due = watch.sample(audio ? audio.level() : 1, Date.now());
        if (due) finish?.(due);
      }, VOICE_SAMPLE_EVERY_MS);
      const cleanUp = () => {
        clearInterval(timer);
        audio?.close();
        release();
      };
      finish = (why) => {
        if (recorder.state === 'inactive') return;
        reason = why;
        recorder.stop();
      };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        cleanUp();
        if (aborted) return resolve(null);
        const type = recorder.mimeType || chunks[0]?.type || 'audio/webm';
        resolve({ audio: new Blob(chunks, { type }), heardSpeech: !audio || watch.heardSpeech(), reason });
      };
      recorder.onerror = () => {
        cleanUp();
        reject(new Error('recorder failed'));
      };
      recorder.start();
      if (stopAsked || aborted) finish('user');
    });
  })();
  return {
    done,
    stop() {
      stopAsked = true;
      finish?.('user');
    },
    abort() {
      aborted = true;
      finish?.('user');
    },
  };
}

/**
 * The voice recorder (B §4 "Voice dialog"): `record()` resolves with the audio once the recording ends (null
 * when it was aborted), `stop()` ends it now; leaving the page (unmounting) drops it and frees the microphone.
 */
export function useVoiceRecorder(timeouts: VoiceTimeouts) {
  const active = useRef<Session | null>(null);
  const { silenceMs, maxMs } = timeouts;
  useEffect(() => () => active.current?.abort(), []);
  const record = useCallback(async (): Promise<Recording | null> => {
    active.current?.abort();
    const session = openSession({ silenceMs, maxMs });
    active.current = session;
    try {
      return await session.done;
    } finally {
      if (active.current === session) active.current = null;
    }
  }, [silenceMs, maxMs]);
  const stop = useCallback(() => active.current?.stop(), []);
  const abort = useCallback(() => active.current?.abort(), []);
  return { record, stop, abort };
}
