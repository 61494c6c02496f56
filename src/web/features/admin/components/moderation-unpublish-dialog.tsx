import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_UNPUBLISH_REASON,
  SetPublicationRequest,
  type ModerationKind,
} from '../../../../core/contracts/admin-moderation';
import { toast } from '../../../components/toast/toast-store';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSetPublication, type ModerationRow } from '../api/moderation-api';

/** The unpublish request's reason, checked by the API's own contract. */
const UnpublishForm = SetPublicationRequest.omit({ published: true });

/** The question before a profile leaves the public site, with an optional reason for the log. */
export function UnpublishDialog({
  kind,
  row,
  onClose,
}: {
  kind: ModerationKind;
  row: ModerationRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(['adminModeration', 'errors', 'admin']);
  const setPublication = useSetPublication(kind);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, ...form } = useZodForm(UnpublishForm, {
    defaultValues: { reason: '' },
    message: (key) => t(`errors:${key}`, { defaultValue: t('errors:invalidValue') }),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('unpublishTitle', { name: row.name })}
      description={t('unpublishQuestion')}
      role="alertdialog"
      testId="moderation-unpublish-dialog"
    >
      <form
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={(event) =>
          form.submit(event, async (data) => {
            setFailure(null);
            try {
              await setPublication.mutateAsync({
                id: row.id,
                change: { published: false, ...(data.reason ? { reason: data.reason } : {}) },
              });
              toast.success(t('unpublishedToast', { name: row.name }));
              onClose();
            } catch (error) {
              if (error instanceof ApiError) {
                form.setServerErrors(error.fields);
                setFailure(error.message);
              } else setFailure(t('failed'));
            }
          })
        }
      >
        <TextAreaField
          id="moderation-reason"
          label={t('reasonLabel')}
          hint={t('reasonHint', { max: MAX_UNPUBLISH_REASON })}
          rows={3}
          maxLength={MAX_UNPUBLISH_REASON}
          data-testid="moderation-reason"
          {...form.field('reason')}
        />
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin:confirm.cancel')}
          </Button>
          <SubmitButton
            variant="danger"
            busy={form.formState.isSubmitting}
            data-testid="moderation-unpublish-confirm"
          >
            {t('unpublish')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
