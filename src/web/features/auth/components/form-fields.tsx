import { useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type SVGProps } from 'react';

const inputClass =
  'mt-1 block w-full scroll-mt-24 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'focus:border-brand-700 aria-[invalid=true]:border-red-700 disabled:bg-slate-100 disabled:text-slate-500';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
}

/** The ids a control's aria-describedby names: its error first, then its hint. */
export function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced with it (aria-invalid + aria-describedby). */
export function TextField({ id, label, error, hint, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...input}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  error?: string | null;
  options: { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ id, label, error, options, ref, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={inputClass}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function EyeIcon({ crossed, ...props }: SVGProps<SVGSVGElement> & { crossed: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** The toggle's name, e.g. "Show password"; pressed while the password is shown. */
  toggleLabel: string;
}

/** REG-06: a password input with a show/hide toggle button (aria-pressed). */
export function PasswordField({ id, label, error, hint, ref, toggleLabel, disabled, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${inputClass} pr-12`}
          disabled={disabled}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={id}
          aria-label={toggleLabel}
          title={toggleLabel}
          disabled={disabled}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-0 right-0 mt-1 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 disabled:text-slate-400"
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
    </FieldFrame>
  );
}
