export type ToastKind = 'success' | 'warning' | 'error' | 'notification';

/** DECISIONS TOAST-04: success 2000 ms, warnings and errors 3000 ms, notifications (the default) 4000 ms. */
export const TOAST_DURATIONS: Record<ToastKind, number> = {
  success: 2000,
  warning: 3000,
  error: 3000,
  notification: 4000,
};

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
  duration: number;
}

type Listener = () => void;

/** One toast at a time (B §2): a new toast replaces the one on screen. */
export function createToastStore() {
  let current: Toast | null = null;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  const show = (kind: ToastKind, message: string, title?: string): Toast => {
    current = { id: nextId++, kind, message, duration: TOAST_DURATIONS[kind], ...(title ? { title } : {}) };
    emit();
    return current;
  };

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => current,
    show,
    success: (message: string, title?: string) => show('success', message, title),
    warning: (message: string, title?: string) => show('warning', message, title),
    error: (message: string, title?: string) => show('error', message, title),
    notify: (message: string, title?: string) => show('notification', message, title),
    dismiss(id?: number) {
      if (current && (id === undefined || current.id === id)) {
        current = null;
        emit();
      }
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's toast store; features call `toast.success(…)` and the host in the layout shows it. */
export const toast = createToastStore();
