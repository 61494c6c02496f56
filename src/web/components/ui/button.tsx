import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClass, type ButtonVariant } from './styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width (the sign-in forms' submit). */
  block?: boolean;
  /** Working: disabled and announced as busy. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button: `type="button"` unless said otherwise, so a button in a form never submits by accident. */
export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  className,
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={
        className ? `${buttonClass(variant, { block })} ${className}` : buttonClass(variant, { block })
      }
      {...props}
    />
  );
}

/** A form's submit button; while `busy` it is disabled and says so. */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  return <Button type="submit" {...props} />;
}
