import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NARRATION_COMMENT_MAX } from '../../../core/contracts/speech';
import { api } from '../../../core/routes';
import { apiClient } from '../../lib/api-client';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/button';
import { DeferredDialog } from '../ui/deferred-dialog';
import { inputClass } from '../ui/styles';

export type FeedbackChoice = 'good' | 'bad';

/**
 * TTS-03, TTS-17, TTS-18, TTS-22: good or bad (the button that opened it is chosen; pressing a choice again
 * clears it) and a comment. Sending with no choice just closes; a sent grade thanks and marks the feedback sent.
 */
export function FeedbackDialog({
  hash,
  initial,
  onClose,
  onSent,
}: {
  hash: string;
  initial: FeedbackChoice;
  onClose(): void;
  onSent(): void;
}) {
  const { t } = useTranslation('narration');
  const [choice, setChoice] = useState<FeedbackChoice | null>(initial);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const commentId = useId();

  const send = async () => {
    if (!choice) return onClose();
    setSending(true);
    try {
      await apiClient.call(api.api_text_to_speech_set_grade, {
        body: {
          hash,
          good: choice === 'good' ? 1 : 0,
          bad: choice === 'bad' ? 1 : 0,
          comment: comment.trim(),
        },
      });
      toast.success(t('toasts.feedbackThanks'));
      onSent();
    } catch {
      toast.error(t('toasts.feedbackError'));
    } finally {
      setSending(false);
    }
  };

  const choiceButton = (value: FeedbackChoice) => (
    <Button
      variant={choice === value ? 'primary' : 'secondary'}
      aria-pressed={choice === value}
      onClick={() => setChoice(choice === value ? null : value)}
      data-testid={`narration-feedback-${value}`}
    >
      {t(`feedback.${value}`)}
    </Button>
  );

  return (
    <DeferredDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('feedback.title')}
      closeLabel={t('dialog.close')}
      testId="narration-feedback-dialog"
      footer={
        <Button busy={sending} onClick={() => void send()} data-testid="narration-feedback-send">
          {t('feedback.send')}
        </Button>
      }
    >
      <div role="group" aria-label={t('feedback.choice')} className="flex gap-2">
        {choiceButton('good')}
        {choiceButton('bad')}
      </div>
      <div>
        <label htmlFor={commentId} className="mb-1 block font-medium text-slate-900">
          {t('feedback.comment')}
        </label>
        <textarea
          id={commentId}
          value={comment}
          maxLength={NARRATION_COMMENT_MAX}
          onChange={(event) => setComment(event.target.value)}
          rows={3}
          className={inputClass}
          data-testid="narration-feedback-comment"
        />
      </div>
    </DeferredDialog>
  );
}
