import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NARRATION_POLL_MS,
  type NarrationArea,
  type NarrationType,
  type Voice,
  type VoiceId,
} from '../../../core/contracts/speech';
import {
  audioUrlOf,
  initialNarrationState,
  initialVoice,
  narrationKey,
  narrationOutcome,
  narrationReducer,
  type NarrationAudioRef,
} from '../../../core/domain/narration';
import type { Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { ApiError, apiClient } from '../../lib/api-client';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/button';
import { PlayIcon } from './narration-icons';
import { NarrationPlayer } from './narration-player';
import { VoiceDialog } from './voice-dialog';

export interface NarrationControlProps {
  /** What is read (DECISIONS TTS-16). */
  type: NarrationType;
  /** The item's numeric id. */
  id: number;
  /** The page's locale: the language read in. */
  language: Locale;
  area?: NarrationArea;
}

/**
 * The narration control (B §2 "Text-to-speech control", §4; TTS-01 … TTS-22): a Listen button that opens the
 * voice dialog, generation with progress and polling, then the player with feedback. Renders on the server as
 * the plain button; its dialogs' code loads on demand.
 */
export function NarrationControl({ type, id, language, area = 'full' }: NarrationControlProps) {
  const { t } = useTranslation('narration');
  // The voices and the chosen one belong to the page's language; another language starts afresh.
  const [listed, setListed] = useState<{ language: Locale; voices: Voice[] } | null>(null);
  const [chosen, setChosen] = useState<{ language: Locale; voice: string } | null>(null);
  const voices = listed?.language === language ? listed.voices : null;
  const voice = chosen?.language === language ? chosen.voice : '';
  const setVoice = (id: string) => setChosen({ language, voice: id });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [loadingVoices, setLoadingVoices] = useState(false);
  const key = narrationKey(language, voice, area);
  const [state, dispatch] = useReducer(narrationReducer, key, initialNarrationState);
  /** The generation in flight: a newer one, a change of combination or unmounting makes older answers moot. */
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const playButton = useRef<HTMLButtonElement>(null);

  const stopPolling = useCallback(() => {
    run.current += 1;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  // TTS-10: a changed language, voice or area resets, unless that combination's audio is cached.
  useEffect(() => {
    stopPolling();
    dispatch({ type: 'select', key });
  }, [key, stopPolling]);
  useEffect(() => stopPolling, [stopPolling]);

  const openVoices = async () => {
    if (voices) return setDialogOpen(true);
    setLoadingVoices(true);
    try {
      const answer = await apiClient.call(api.api_text_to_speech_voices, { query: { language } });
      if (!Array.isArray(answer.voices)) throw new Error('unexpected');
      if (answer.voices.length === 0) {
        toast.warning(t('toasts.noVoices'));
        return;
      }
      setListed({ language, voices: answer.voices });
      if (!voice) setVoice(initialVoice(language, answer.voices));
      setDialogOpen(true);
    } catch {
      toast.error(t('toasts.voicesError'));
    } finally {
      setLoadingVoices(false);
    }
  };

  /** Reads one generate or status answer: the player, another look in 5 s, or an error. */
  const settle = (answer: unknown, current: number) => {
    if (current !== run.current) return;
    const outcome = narrationOutcome(answer);
    const audio = answer as { hash?: unknown; error?: unknown; url?: unknown; path?: unknown };
    const hash = typeof audio.hash === 'string' ? audio.hash : '';
    const url = outcome === 'ready' ? audioUrlOf(audio) : null;
    if (outcome === 'ready' && url) {
      dispatch({ type: 'ready', audio: { url, hash } satisfies NarrationAudioRef });
      toast.success(t('toasts.ready'));
    } else if (outcome === 'poll' && hash) {
      timer.current = setTimeout(() => {
        timer.current = null;
        apiClient.call(api.api_text_to_speech_status, { query: { hash } }).then(
          (next) => settle(next, current),
          (error: unknown) => fail(error, current),
        );
      }, NARRATION_POLL_MS);
    } else if (outcome === 'error') {
      dispatch({ type: 'fail' });
      toast.error(typeof audio.error === 'string' && audio.error ? audio.error : t('toasts.failed'));
    } else {
      dispatch({ type: 'fail' });
      toast.error(t('toasts.unexpected'));
    }
  };

  const fail = (error: unknown, current: number) => {
    if (current !== run.current) return;
    dispatch({ type: 'fail' });
    toast.error(
      error instanceof ApiError && error.status > 0
        ? t('toasts.statusError', { status: error.status })
        : t('toasts.unexpected'),
    );
  };

  const closeDialog = (open: boolean) => {
    setDialogOpen(open);
    // With no trigger of its own, the dialog hands the focus back to the control.
    if (!open) setTimeout(() => playButton.current?.focus(), 0);
  };

  const generate = () => {
    if (!voice) {
      toast.warning(t('toasts.noVoiceSelected'));
      return;
    }
    closeDialog(false);
    // TTS-10: this combination was made already; the player shows it.
    if (state.cache[key]) return;
    stopPolling();
    const current = run.current;
    dispatch({ type: 'start' });
    toast.notify(t('toasts.preparing'));
    apiClient
      .call(api.api_text_to_speech_generate, {
        body: { id, type, language, voice: voice as VoiceId, area },
      })
      .then(
        (answer) => {
          if (current === run.current && narrationOutcome(answer) === 'poll')
            toast.notify(t('toasts.generating'));
          settle(answer, current);
        },
        (error: unknown) => fail(error, current),
      );
  };

  const busy = state.phase === 'busy';
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" data-testid="narration" data-state={state.phase}>
      {state.phase === 'ready' && state.audio ? (
        <NarrationPlayer audio={state.audio} playRef={playButton} onSettings={() => void openVoices()} />
      ) : (
        <Button
          ref={playButton}
          variant="secondary"
          busy={busy || loadingVoices}
          onClick={() => void openVoices()}
          data-testid="narration-play"
        >
          {busy ? (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
              data-testid="narration-spinner"
            />
          ) : (
            <PlayIcon />
          )}
          {busy ? t('generating') : t('listen')}
        </Button>
      )}
      {voices && (
        <VoiceDialog
          open={dialogOpen}
          onOpenChange={closeDialog}
          voices={voices}
          voice={voice}
          onVoice={setVoice}
          onGenerate={generate}
        />
      )}
    </div>
  );
}
