import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  recordingOutcome,
  sanitizeTranscript,
  VOICE_TRANSCRIPT_EVENT,
  voiceTimeouts,
  voiceTransition,
  type VoiceEvent,
  type VoiceMode,
  type VoiceState,
  type VoiceTranscriptDetail,
} from '../../../core/domain/voice';
import { ApiError } from '../../lib/api-client';
import { appConfig } from '../../lib/app-config';
import { useLocale } from '../../lib/use-locale';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { MicrophoneIcon } from './microphone-icon';
import { canRecordVoice, MicrophoneDeniedError, useVoiceRecorder } from './use-voice-recorder';
import { transcribe } from './transcribe';

export interface VoiceDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** STT-16: the caller's field takes the applied text. */
  onApply(text: string): void;
  /** Names the caller's field in the `voice:transcript` event. */
  target: string;
  /** STT-08: `quick` (header, search landing: 5000 ms at most) or `dialog` (10000 ms by default). */
  mode: VoiceMode;
  /** The header's quick search: recording starts as the dialog opens, and the transcript is applied at once. */
  autoApply?: boolean;
}

/**
 * The voice search dialog (B §2 "Voice search dialog", §4; STT-01…19): a record toggle, a status line read out
 * as it changes, the transcript in an editable textarea, Cancel and Apply. Escape, a click on the backdrop or
 * Cancel close it (Radix), which also drops a running recording and frees the microphone.
 */
export function VoiceDialog({
  open,
  onOpenChange,
  onApply,
  target,
  mode,
  autoApply = false,
}: VoiceDialogProps) {
  const { t } = useTranslation('voice');
  const locale = useLocale();
  const fieldId = useId();
  const timeouts = voiceTimeouts(mode);
  const recorder = useVoiceRecorder(timeouts);
  const supported = canRecordVoice();
  // Signed-in pages list the languages the server transcribes; a language outside them needs an endpoint.
  const available = appConfig.speechLanguages?.includes(locale) ?? true;
  const [state, setState] = useState<VoiceState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [transcribed, setTranscribed] = useState(false);
  const [text, setText] = useState('');
  const inFlight = useRef<AbortController | null>(null);
  const dispatch = (event: VoiceEvent) => setState((current) => voiceTransition(current, event));

  useEffect(() => () => inFlight.current?.abort(), []);

  const fail = (message: string) => {
    dispatch({ type: 'failed' });
    setError(message);
    toast.error(message);
  };

  const apply = (value: string) => {
    const applied = value.trim();
    if (!applied) return;
    onApply(applied);
    const detail: VoiceTranscriptDetail = { text: applied, target };
    window.dispatchEvent(new CustomEvent(VOICE_TRANSCRIPT_EVENT, { detail }));
    onOpenChange(false);
  };

  async function record() {
    setError(null);
    setTranscribed(false);
    dispatch({ type: 'start' });
    let recording;
    try {
      recording = await recorder.record();
    } catch (failure) {
      fail(t(failure instanceof MicrophoneDeniedError ? 'errors.microphoneDenied' : 'errors.generic'));
      return;
    }
    if (!recording) return; // dropped: the dialog closed
    dispatch({ type: 'stop', reason: recording.reason });
    const outcome = recordingOutcome({ bytes: recording.audio.size, heardSpeech: recording.heardSpeech });
    if (outcome === 'noAudio') {
      // STT-11: the recorder gave nothing: the microphone is not really ours.
      dispatch({ type: 'noAudio' });
      const message = t('errors.permissionDenied');
      setError(message);
      toast.error(message);
      return;
    }
    if (outcome === 'noSpeech') {
      // STT-10
      dispatch({ type: 'noSpeech' });
      toast.warning(t('errors.noInput'));
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    let raw: string;
    try {
      raw = await transcribe(recording.audio, locale, controller.signal);
    } catch (failure) {
      if (controller.signal.aborted) return;
      fail(
        failure instanceof ApiError && failure.message
          ? t('errors.server', { message: failure.message })
          : t('errors.generic'),
      );
      return;
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
    // STT-14, STT-15
    const clean = sanitizeTranscript(raw);
    if (clean.stageDirections.length > 0)
      toast.notify(t('stageDirection', { text: clean.stageDirections.join(', ') }));
    dispatch({ type: 'transcribed' });
    if (!clean.text) {
      toast.warning(t('errors.notTranscribed'));
      return;
    }
    // STT-12: the text goes into the textarea (after what was already there, for a second sentence).
    setTranscribed(true);
    if (autoApply) return apply(clean.text);
    setText((current) => (current.trim() ? `${current.trim()} ${clean.text}` : clean.text));
  }

  const recordRef = useRef(record);
  useEffect(() => {
    recordRef.current = record;
  });
  const canStart = supported && available;
  useEffect(() => {
    if (open && autoApply && canStart) void recordRef.current();
  }, [open, autoApply, canStart]);

  const close = (next: boolean) => {
    if (!next) {
      recorder.abort();
      inFlight.current?.abort();
    }
    onOpenChange(next);
  };

  const listening = state === 'listening';
  const busy = listening || state === 'processing';
  const status = !supported
    ? t('errors.unsupported')
    : !available
      ? t('errors.languageUnavailable')
      : state === 'error'
        ? (error ?? t('errors.generic'))
        : state === 'idle' && transcribed
          ? t('status.done')
          : t(`status.${state}`);

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('title')}
      testId="voice-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} data-testid="voice-cancel">
            {t('cancel')}
          </Button>
          <Button onClick={() => apply(text)} disabled={busy || !text.trim()} data-testid="voice-apply">
            {t('apply')}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">{t('intro')}</p>
      <div className="flex items-center gap-4">
        <button
          type="button"
          aria-pressed={listening}
          aria-label={listening ? t('record.stop') : t('record.start')}
          disabled={!canStart || state === 'processing'}
          onClick={() => (listening ? recorder.stop() : void record())}
          className={`inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full border-2 disabled:cursor-not-allowed disabled:opacity-50 ${
            listening
              ? 'border-red-700 bg-red-700 text-white motion-safe:animate-pulse'
              : 'border-brand-800 bg-white text-brand-800 hover:bg-brand-50'
          }`}
          data-testid="voice-record"
        >
          <MicrophoneIcon width={26} height={26} />
        </button>
        <p
          role="status"
          aria-live="polite"
          className={state === 'error' || !canStart ? 'text-red-800' : 'text-slate-800'}
          data-state={state}
          data-testid="voice-status"
        >
          {status}
        </p>
      </div>
      <div>
        <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('transcript')}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          value={text}
          maxLength={500}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('transcriptPlaceholder')}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900"
          data-testid="voice-transcript"
        />
      </div>
    </Dialog>
  );
}
