import type { ReactNode, Ref } from 'react';
import type { AccountLogoutForm } from '../../../core/domain/account-menu';

interface LogoutFormProps {
  form: AccountLogoutForm;
  id?: string;
  className?: string;
  ref?: Ref<HTMLFormElement>;
  children?: ReactNode;
}

/** HDR-17 / ACCT-07: logout is a real GET form to the logout route carrying the `_csrf_token` field. */
export function LogoutForm({ form, id, className, ref, children }: LogoutFormProps) {
  return (
    <form
      ref={ref}
      id={id}
      method={form.method}
      action={form.action}
      className={className}
      data-testid="logout-form"
    >
      <input type="hidden" name="_csrf_token" value={form.token} />
      {children}
    </form>
  );
}
