import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_COMMENT_MIN,
  FeedbackInput,
} from '../../../../core/contracts/feedback';
import { toast } from '../../../components/toast/toast-store';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendFeedback } from '../api/send-feedback';
import { StarRating } from './star-rating';

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens it: focus returns to it when the dialog closes. */
  trigger: ReactNode;
}

/**
 * The feedback modal (TOAST-05; DECISIONS TOAST-06): a rating of 1–5 stars, an optional comment (10 characters
 * at least when given) and an optional e-mail address, checked with the server's own contract. Sent: the dialog
 * closes and a success toast thanks the user. Refused: the server's text shows in the dialog, the form as it was.
 */
export function FeedbackDialog({ open, onOpenChange, trigger }: FeedbackDialogProps) {
  const { t } = useTranslation('feedback');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={t('title')}
      description={t('description')}
      testId="feedback-dialog"
    >
      {/* The form lives in the dialog's content: each opening starts a fresh one. */}
      <FeedbackForm
        onSent={() => {
          onOpenChange(false);
          toast.success(t('sent'));
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

function FeedbackForm({ onSent, onCancel }: { onSent(): void; onCancel(): void }) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const locale = useLocale();
  const { pathname } = useLocation();
  const send = useSendFeedback();
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, ...form } = useZodForm(FeedbackInput, {
    // `rating` starts unset; it is a field from the start, so its error shows under it.
    defaultValues: { rating: undefined, comment: '', email: '', path: pathname, locale },
    // The contract's keys; their texts are the server's own (`feedback-texts.test.ts`).
    message: (key) => t(`errors.${key}`, { defaultValue: t('errors.invalidValue') }),
    clearErrorOnEdit: true,
  });
  const rating = useWatch({ control: form.control, name: 'rating' });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const ratingError = form.getFieldState('rating', form.formState).error?.message;
  const commentField = form.field('comment');
  const emailField = form.field('email', { setValueAs: (value: string) => value.trim() });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    form.submit(event, (input) =>
      send.mutateAsync(input).then(onSent, (error: unknown) => {
        if (error instanceof ApiError) {
          form.setServerErrors(error.fields);
          setFailure(error.message);
        } else {
          setFailure(t('failed'));
        }
      }),
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" data-testid="feedback-form">
      <StarRating
        legend={t('rating.legend')}
        name="rating"
        value={typeof rating === 'number' ? rating : null}
        onChange={(value) => {
          form.setValue('rating', value);
          form.clearErrors('rating');
        }}
        labelOf={(value, max) => t('rating.star', { value, max })}
        error={ratingError}
        errorId={`${id}-rating-error`}
      />
      <TextAreaField
        id={`${id}-comment`}
        label={t('comment.label')}
        hint={t('comment.hint', {
          min: FEEDBACK_COMMENT_MIN,
          max: FEEDBACK_COMMENT_MAX,
          count: comment.trim().length,
        })}
        rows={4}
        maxLength={FEEDBACK_COMMENT_MAX}
        {...commentField}
      />
      <TextField
        id={`${id}-email`}
        label={t('email.label')}
        hint={t('email.hint')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        {...emailField}
      />
      {failure && (
        <Notice tone="error" testId="feedback-failure">
          {failure}
        </Notice>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <SubmitButton busy={send.isPending}>{send.isPending ? t('sending') : t('send')}</SubmitButton>
      </div>
    </form>
  );
}
