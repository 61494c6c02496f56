import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-700 aria-[invalid=true]:border-red-700';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** A label, the control, an optional hint and the field's error right under it (PD-11). */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(describedBy, Boolean(error))}
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

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id: string; label: string; hint?: string; error?: string };

export function TextField({ id, label, hint, error, ...input }: TextInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy, invalid) => (
        <input id={id} className={inputClass} aria-describedby={describedBy} aria-invalid={invalid} {...input} />
      )}
    </Field>
  );
}

/** A password input with a show/hide toggle whose name says what it will do. */
export function PasswordField({ id, label, hint, error, ...input }: TextInputProps) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy, invalid) => (
        <div className="relative">
          <input
            id={id}
            type={shown ? 'text' : 'password'}
            className={`${inputClass} pr-24`}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            autoCapitalize="none"
            spellCheck={false}
            {...input}
          />
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-controls={id}
            className="absolute inset-y-0 right-0 my-1 mr-1 rounded px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {shown ? t('password.hide') : t('password.show')}
          </button>
        </div>
      )}
    </Field>
  );
}

export const selectClass = inputClass;

/** The form's submit button; while saving it is disabled, busy, and says so. */
export function SubmitButton({ saving, label, savingLabel }: { saving: boolean; label: string; savingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={saving}
      aria-busy={saving}
      className="w-full rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60 sm:w-auto"
    >
      {saving ? savingLabel : label}
    </button>
  );
}

/** PD-10: success, warning or error, in a live region that is always there so every change is announced. */
export function StatusRegion({ result }: { result: { status: 'success' | 'warning' | 'error'; message: string } | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic className="empty:hidden">
      {result && result.message !== '' && <StatusMessage status={result.status} message={result.message} />}
    </div>
  );
}

function StatusMessage({ status, message }: { status: 'success' | 'warning' | 'error'; message: string }) {
  const tone = {
    success: 'border-brand-700 bg-brand-50 text-brand-900',
    warning: 'border-amber-600 bg-amber-50 text-amber-900',
    error: 'border-red-700 bg-red-50 text-red-900',
  }[status];
  return (
    <p className={`rounded-md border-l-4 px-4 py-3 text-sm font-medium ${tone}`} data-status={status} data-testid="form-status">
      {message}
    </p>
  );
}
