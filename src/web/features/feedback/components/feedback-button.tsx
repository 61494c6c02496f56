import { cloneElement, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { deferred } from '../../../lib/deferred';

/** The dialog with its form (Radix's dialog, react-hook-form): fetched on the first press, never before. */
const feedbackDialog = deferred(() => import('./feedback-dialog'));

/**
 * The footer's "Feedback" button on every page (TOAST-05). It is all the footer carries: the dialog's code
 * loads on the first press and the dialog opens as soon as it is there; from then on the button is the
 * dialog's own trigger, so closing it (Escape, Cancel, the close button) puts the focus back here.
 */
export function FeedbackButton({ className }: { className?: string }) {
  const { t } = useTranslation('feedback');
  const [open, setOpen] = useState(false);
  const loaded = useSyncExternalStore(
    feedbackDialog.subscribe,
    feedbackDialog.current,
    feedbackDialog.current,
  );
  const button = (
    <button type="button" className={className} aria-haspopup="dialog" data-testid="feedback-button">
      {t('button')}
    </button>
  );
  if (loaded) return <loaded.FeedbackDialog open={open} onOpenChange={setOpen} trigger={button} />;
  return cloneElement(button, {
    onClick: () => {
      setOpen(true);
      // A failed fetch leaves the button as it is: the next press tries again.
      feedbackDialog.load().catch(() => setOpen(false));
    },
  });
}
