import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { NarrationAudioRef } from '../../../core/domain/narration';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/button';
import { FeedbackDialog, type FeedbackChoice } from './feedback-dialog';
import { GearIcon, PauseIcon, PlayIcon, StopIcon, ThumbIcon } from './narration-icons';

/**
 * TTS-04: the player variant — the audio, play (it replays; TTS-05), pause, stop and a gear that reopens the
 * voice dialog; TTS-03: like and dislike open the feedback dialog.
 */
export function NarrationPlayer({
  audio,
  playRef,
  onSettings,
}: {
  audio: NarrationAudioRef;
  playRef: RefObject<HTMLButtonElement | null>;
  onSettings(): void;
}) {
  const { t } = useTranslation('narration');
  const element = useRef<HTMLAudioElement>(null);
  const [feedback, setFeedback] = useState<FeedbackChoice | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const unableToPlay = () => toast.error(t('toasts.unableToPlay'));
  const closeFeedback = () => {
    setFeedback(null);
    // The dialog has no trigger of its own (the like button may be gone once sent): the focus goes to play.
    setTimeout(() => playRef.current?.focus(), 0);
  };

  const play = () => {
    const media = element.current;
    if (!media) return;
    try {
      // Older browsers answer play() with nothing; newer ones with a promise that fails when it cannot play.
      Promise.resolve(media.play()).catch(unableToPlay);
    } catch {
      unableToPlay();
    }
  };
  const stop = () => {
    const media = element.current;
    if (!media) return;
    media.pause();
    media.currentTime = 0;
  };

  return (
    <div
      role="group"
      aria-label={t('player')}
      className="flex flex-wrap items-center gap-2"
      data-testid="narration-player"
    >
      <audio
        ref={element}
        src={audio.url}
        preload="metadata"
        onError={unableToPlay}
        data-testid="narration-audio"
      />
      <Button ref={playRef} variant="small" onClick={play} data-testid="narration-play">
        <PlayIcon />
        {t('play')}
      </Button>
      <Button variant="small" onClick={() => element.current?.pause()} data-testid="narration-pause">
        <PauseIcon />
        {t('pause')}
      </Button>
      <Button variant="small" onClick={stop} data-testid="narration-stop">
        <StopIcon />
        {t('stop')}
      </Button>
      <button
        type="button"
        onClick={onSettings}
        aria-label={t('settings')}
        title={t('settings')}
        className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        data-testid="narration-settings"
      >
        <GearIcon />
      </button>
      {sent === audio.hash ? (
        <p className="text-sm text-slate-700" data-testid="narration-feedback-sent">
          {t('feedback.sent')}
        </p>
      ) : (
        <>
          <button
            type="button"
            onClick={() => setFeedback('good')}
            aria-label={t('feedback.like')}
            title={t('feedback.like')}
            className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            data-testid="narration-like"
          >
            <ThumbIcon />
          </button>
          <button
            type="button"
            onClick={() => setFeedback('bad')}
            aria-label={t('feedback.dislike')}
            title={t('feedback.dislike')}
            className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            data-testid="narration-dislike"
          >
            <ThumbIcon down />
          </button>
        </>
      )}
      {feedback && (
        <FeedbackDialog
          hash={audio.hash}
          initial={feedback}
          onClose={closeFeedback}
          onSent={() => {
            setSent(audio.hash);
            closeFeedback();
          }}
        />
      )}
    </div>
  );
}
