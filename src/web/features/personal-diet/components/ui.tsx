import type { ReactNode } from 'react';

export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white shadow-sm hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonSmall =
  'inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60';
export const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700';
export const linkClass = 'font-medium text-brand-800 underline hover:text-brand-900';
export const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  success: 'border-brand-600 bg-brand-50 text-brand-900',
  info: 'border-sky-300 bg-sky-50 text-sky-950',
} as const;

/** A message box: errors are alerts, the rest polite status messages. */
export function Notice({ tone, children, testId }: { tone: keyof typeof TONES; children: ReactNode; testId?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${TONES[tone]}`} data-testid={testId}>
      {children}
    </div>
  );
}

/** A labelled field with its hint and error, wired through aria-describedby by the caller's ids. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes of an input rendered inside `Field`. */
export function fieldAria(id: string, hint: boolean, error: string | undefined) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}
