import {
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type SVGProps,
  type TextareaHTMLAttributes,
} from 'react';
import { inputClass } from './styles';

/** The ids a control's aria-describedby names: its error first, then its hint. */
export function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The aria attributes of a control inside `Field` (for controls the kit does not wrap). */
export function fieldAria(id: string, { error, hint }: { error?: string | null; hint?: ReactNode } = {}) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  } as const;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  className?: string;
}

/** A label, the control, its hint and its error right under it, announced with the control. */
export function Field({ id, label, hint, error, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

type Labelled = { id: string; label: ReactNode; error?: string | null; hint?: ReactNode };

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, Labelled {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, error, hint, ref, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input ref={ref} {...fieldAria(id, { error, hint })} className={inputClass} {...input} />
    </Field>
  );
}

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, Labelled {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ id, label, error, hint, ref, className, ...area }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <textarea ref={ref} {...fieldAria(id, { error, hint })} className={inputClass} {...area} />
    </Field>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, Labelled {
  options: ReadonlyArray<{ value: string; label: string }>;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  id,
  label,
  error,
  hint,
  options,
  ref,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <select ref={ref} {...fieldAria(id, { error, hint })} className={inputClass} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function EyeIcon({ crossed, ...props }: SVGProps<SVGSVGElement> & { crossed: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** The toggle's name, e.g. "Show password"; pressed while the password is shown (REG-06). */
  toggleLabel: string;
  /** The toggle's name while the password is shown ("Hide password"), where it names what it does next. */
  hideLabel?: string;
}

/** A password input with a show/hide toggle button (aria-pressed). */
export function PasswordField({
  id,
  label,
  error,
  hint,
  ref,
  toggleLabel,
  hideLabel,
  disabled,
  className,
  ...input
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const toggleName = shown && hideLabel ? hideLabel : toggleLabel;
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          ref={ref}
          type={shown ? 'text' : 'password'}
          {...fieldAria(id, { error, hint })}
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
          aria-label={toggleName}
          title={toggleName}
          disabled={disabled}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 disabled:text-slate-400"
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
    </Field>
  );
}
