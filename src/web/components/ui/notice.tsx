import type { ReactNode, Ref } from 'react';

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  success: 'border-brand-600 bg-brand-50 text-brand-900',
  info: 'border-sky-300 bg-sky-50 text-sky-950',
} as const;

export type NoticeTone = keyof typeof TONES;

/** A message box: errors are alerts, the rest polite status messages. It can take focus (after a failed submit). */
export function Notice({
  tone,
  children,
  testId,
  ref,
}: {
  tone: NoticeTone;
  children: ReactNode;
  testId?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm ${TONES[tone]}`}
      data-testid={testId}
      data-tone={tone}
      tabIndex={-1}
    >
      {children}
    </div>
  );
}

/**
 * A live region that is always in the page, so every new result is announced (PD-10): success, warning or
 * error of the last submit.
 */
export function StatusRegion({
  result,
}: {
  result: { status: 'success' | 'warning' | 'error'; message: string } | null;
}) {
  const tone = {
    success: 'border-brand-700 bg-brand-50 text-brand-900',
    warning: 'border-amber-600 bg-amber-50 text-amber-900',
    error: 'border-red-700 bg-red-50 text-red-900',
  };
  return (
    <div role="status" aria-live="polite" aria-atomic className="empty:hidden">
      {result && result.message !== '' && (
        <p
          className={`rounded-md border-l-4 px-4 py-3 text-sm font-medium ${tone[result.status]}`}
          data-status={result.status}
          data-testid="form-status"
        >
          {result.message}
        </p>
      )}
    </div>
  );
}
