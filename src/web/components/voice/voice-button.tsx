import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceMode } from '../../../core/domain/voice';
import { deferred } from '../../lib/deferred';
import { useCurrentUser } from '../../lib/session';
import { MicrophoneIcon } from './microphone-icon';

/** The dialog, the recorder and Radix: fetched when a member reaches for the button, never with the page. */
const dialogCode = deferred(() => import('./voice-dialog'));
const preload = () => void dialogCode.load().catch(() => undefined);

const hasRecorder = () =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder === 'function' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

export interface VoiceButtonProps {
  /** STT-16: the caller's field takes the applied text. */
  onApply(text: string): void;
  /** Names the field in the `voice:transcript` event (DECISIONS STT-17). */
  target: string;
  /** STT-08: `quick` records 5000 ms at most (header, search landing); `dialog` 10000 ms. */
  mode?: VoiceMode;
  /** Recording starts as the dialog opens and the transcript is applied at once (the header). */
  autoApply?: boolean;
  /** The button's name; "Search by voice" when not given. */
  label?: string;
  className?: string;
  testId?: string;
}

const BUTTON =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50';

/**
 * The voice search trigger (STT-01): a microphone button for signed-in members (B §6) in browsers that can
 * record; nothing for guests and for browsers without MediaRecorder or getUserMedia. It opens the voice dialog,
 * whose code loads on demand.
 */
export function VoiceButton(props: VoiceButtonProps) {
  const user = useCurrentUser();
  // Checked before anything is translated: the `voice` texts load for members only, and the server renders
  // pages for guests, where asking for them would suspend the render.
  if (!user || !hasRecorder()) return null;
  return <VoiceTrigger {...props} />;
}

function VoiceTrigger({
  onApply,
  target,
  mode = 'dialog',
  autoApply = false,
  label,
  className = BUTTON,
  testId = 'voice-trigger',
}: VoiceButtonProps) {
  const { t } = useTranslation('voice');
  const [open, setOpen] = useState(false);
  const loaded = useSyncExternalStore(dialogCode.subscribe, dialogCode.current, dialogCode.current);
  return (
    <>
      <button
        type="button"
        aria-label={label ?? t('trigger')}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpen(true);
          preload();
        }}
        className={className}
        data-testid={testId}
      >
        <MicrophoneIcon />
      </button>
      {open && loaded && (
        <loaded.VoiceDialog
          open
          onOpenChange={setOpen}
          onApply={onApply}
          target={target}
          mode={mode}
          autoApply={autoApply}
        />
      )}
    </>
  );
}
