import type { ReactNode } from 'react';

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
