import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import { Button } from './button';
import { buttonClass } from './styles';

const LAYOUTS = {
  /** A box in the middle; on phones a sheet from the bottom edge. */
  center:
    'fixed inset-x-0 bottom-0 z-[60] flex max-h-[92vh] flex-col rounded-t-xl bg-white shadow-xl md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[calc(100vh-2rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl',
  /** A panel from the left edge (the mobile menu). */
  drawer: 'fixed inset-y-0 left-0 z-[60] flex w-80 max-w-[85vw] flex-col bg-white shadow-xl',
} as const;
const WIDTHS = { md: 'md:w-[28rem]', lg: 'md:w-[40rem]', xl: 'md:w-[48rem]' } as const;

export interface DialogProps {
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** The element that opens it (rendered as the trigger itself). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The actions row under the body. */
  footer?: ReactNode;
  layout?: keyof typeof LAYOUTS;
  width?: keyof typeof WIDTHS;
  /** `alertdialog` for questions that interrupt (the idle warning). */
  role?: 'dialog' | 'alertdialog';
  /** The close button's name; the common "Close" when not given. */
  closeLabel?: string;
  testId?: string;
}

/**
 * The one dialog frame (a Radix dialog: Escape, backdrop, focus trap, scroll lock, labelled by its title):
 * a header with the title and a close button, the body, and an optional actions row.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  layout = 'center',
  width = 'md',
  role,
  closeLabel,
  testId,
}: DialogProps) {
  const { t } = useTranslation('common');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <RadixDialog.Content
          {...(role ? { role } : {})}
          {...(description ? {} : { 'aria-describedby': undefined })}
          data-testid={testId}
          className={`${LAYOUTS[layout]} ${layout === 'center' ? WIDTHS[width] : ''}`}
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 p-4">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close className={buttonClass('icon')} aria-label={closeLabel ?? t('actions.close')}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className="space-y-4 overflow-y-auto p-4">
            {description && (
              <RadixDialog.Description className="text-slate-700">{description}</RadixDialog.Description>
            )}
            {children}
          </div>
          {footer && (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 p-4">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the dialog it sits in; give it one element (a Button) to act as the close control. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
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
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      testId={testId}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
