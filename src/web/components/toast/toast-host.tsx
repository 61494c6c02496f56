import { useSyncExternalStore } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { toast as appToasts, type ToastKind, type ToastStore } from './toast-store';

const KIND_STYLES: Record<ToastKind, string> = {
  success: 'border-brand-700 bg-brand-50 text-brand-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  notification: 'border-slate-400 bg-white text-slate-900',
};

export function ToastHost({ store = appToasts }: { store?: ToastStore }) {
  const { t } = useTranslation('common');
  const current = useSyncExternalStore(store.subscribe, store.current, store.current);
  return (
    <RadixToast.Provider swipeDirection="right" label={t('toast.region')}>
      {current && (
        <RadixToast.Root
          key={current.id}
          duration={current.duration}
          type={current.kind === 'error' || current.kind === 'warning' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) store.dismiss(current.id);
          }}
          data-kind={current.kind}
          className={`flex items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ${KIND_STYLES[current.kind]}`}
        >
          <div className="flex-1">
            {current.title && <RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>}
            <RadixToast.Description>{current.message}</RadixToast.Description>
          </div>
          <RadixToast.Close className="rounded px-2 text-lg leading-none" aria-label={t('toast.close')}>
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport className="fixed right-4 bottom-4 z-50 m-0 flex w-[calc(100%-2rem)] max-w-sm list-none flex-col outline-none" />
    </RadixToast.Provider>
  );
}
