import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { buttonDanger, buttonSecondary } from '../components/ui';

/** The editor's dialog frame: a titled Radix dialog (Escape, backdrop, focus trap, scroll lock). */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  testId,
  wide = false,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children?: ReactNode;
  footer: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  const { t } = useTranslation('planEditor');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          data-testid={testId}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] flex-col rounded-t-xl bg-white shadow-xl md:inset-auto md:top-1/2 md:left-1/2 md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl ${
            wide ? 'md:w-[44rem]' : 'md:w-[28rem]'
          }`}
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 p-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100" aria-label={t('close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="space-y-4 overflow-y-auto p-4">
            {description && <Dialog.Description className="text-slate-700">{description}</Dialog.Description>}
            {children}
          </div>
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 p-4">{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A yes/no question before a destructive action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  testId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm(): void;
  testId?: string;
}) {
  const { t } = useTranslation('planEditor');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      testId={testId}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={buttonDanger}
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
