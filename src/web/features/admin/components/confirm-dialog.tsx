import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** The question before a destructive action: nothing happens until the admin confirms. */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
      role="alertdialog"
      testId="admin-confirm"
      footer={
        <>
          <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
            {t('confirm.cancel')}
          </Button>
          <Button variant="danger" busy={props.busy} onClick={props.onConfirm} data-testid="admin-confirm-ok">
            {props.confirmLabel}
          </Button>
        </>
      }
    />
  );
}
