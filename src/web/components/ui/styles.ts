/** The design system's class names, for elements that are not the components here (a router Link as a button). */
const BUTTONS = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white shadow-sm hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
  small:
    'inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60',
  /** A quiet text button (clear all, undo). */
  text: 'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-800 underline hover:bg-slate-100 disabled:opacity-60',
  /** A square icon button (close, menu). */
  icon: 'inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
} as const;

export type ButtonVariant = keyof typeof BUTTONS;

export function buttonClass(
  variant: ButtonVariant = 'primary',
  { block = false }: { block?: boolean } = {},
): string {
  return block ? `${BUTTONS[variant]} w-full` : BUTTONS[variant];
}

export const inputClass =
  'block w-full scroll-mt-24 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'focus:border-brand-700 aria-[invalid=true]:border-red-700 disabled:bg-slate-100 disabled:text-slate-500';
export const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';
export const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
