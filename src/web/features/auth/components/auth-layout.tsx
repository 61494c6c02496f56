import type { ReactNode, Ref } from 'react';

/** The card the sign-in pages sit in; the registration card is wider (REG-27: at most 768 px). */
export function AuthCard({
  title,
  lead,
  wide = false,
  children,
  testId,
}: {
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="px-4 py-8 sm:py-12">
      <section
        className={`mx-auto w-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 ${wide ? 'max-w-3xl' : 'max-w-md'}`}
        aria-labelledby="auth-title"
        data-testid={testId}
      >
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {lead && <p className="mt-2 text-slate-700">{lead}</p>}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  success: 'border-brand-600 bg-brand-50 text-brand-900',
  info: 'border-sky-300 bg-sky-50 text-sky-950',
} as const;

/** A message box; errors are alerts, the rest are polite status messages. */
export function FormMessage({
  tone,
  children,
  testId,
  ref,
}: {
  tone: keyof typeof TONES;
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
      tabIndex={-1}
    >
      {children}
    </div>
  );
}

export function SubmitButton({ children, disabled, busy }: { children: ReactNode; disabled?: boolean; busy?: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      aria-busy={busy || undefined}
      className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 text-base font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
    >
      {children}
    </button>
  );
}

export const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';
