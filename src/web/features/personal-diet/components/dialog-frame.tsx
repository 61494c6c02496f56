import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

/** A Radix dialog in the feature's look: title, optional description, body, a close button. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  testId,
  role,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
  role?: 'dialog' | 'alertdialog';
}) {
  const { t } = useTranslation('planner');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content
          {...(role ? { role } : {})}
          className={`fixed top-1/2 left-1/2 z-[60] flex max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6 ${wide ? 'max-w-3xl' : 'max-w-md'}`}
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100" aria-label={t('actions.close')}>
              <span aria-hidden>×</span>
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
