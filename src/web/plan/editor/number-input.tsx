import { useState, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  /** Text → number by the editor's rule (e.g. invalid → 0). */
  coerce(text: string): number | null;
  onValue(value: number | null): void;
};

/**
 * A number field that lets the user type freely (an empty box while retyping) and hands the coerced number
 * on at once; on leaving the field it shows what was kept, so "abc" visibly becomes 0 (EDIT-19, EDIT-20).
 */
export function NumberInput({ value, coerce, onValue, onBlur, ...rest }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null ? '' : String(value));
  return (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        setDraft(event.target.value);
        onValue(coerce(event.target.value));
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
