import { useRef, type RefObject } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CaptchaHandle } from '../../../components/captcha/altcha-field';
import type { Failure } from '../api/auth-api';
import { failureText } from './failure-text';
import { useZodForm } from '../../../lib/use-zod-form';

/**
 * A sign-in form: a field's error goes as soon as the user edits it, and the form's own message (the
 * alert) is RHF's root error, so every submit clears it.
 */
export function useAuthForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TValues>,
  defaultValues: NoInfer<DefaultValues<TValues>>,
) {
  const { t } = useTranslation();
  const form = useZodForm(schema, {
    defaultValues,
    message: (key) => t(`errors:${key}`),
    clearErrorOnEdit: true,
  });
  const { setError, setServerErrors } = form;

  const setAlert = (message: string) => setError('root.server', { type: 'server', message });

  /** REG-25, PWD-08: the server's field errors under their fields, anything else as the alert. */
  function showFailure(failure: Failure, focus = false) {
    const fields = failure.kind === 'server' ? failure.fields : {};
    const shown = setServerErrors(fields, focus);
    // A refused captcha is said in the alert: the widget itself already holds a fresh solution.
    const message = fields.captcha ?? failureText(failure, t);
    if (!shown.includes(message)) setAlert(message);
  }

  return { ...form, alert: form.formState.errors.root?.server?.message, setAlert, showFailure };
}

/** The form's ALTCHA widget (REG-15/16, LOGIN-08, PWD-08): the field's props, and a solution for the submit. */
export function useFormCaptcha<TValues extends FieldValues>(
  {
    clearErrors,
    formState,
    setError,
  }: Pick<UseFormReturn<TValues>, 'clearErrors' | 'formState' | 'setError'>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { t } = useTranslation();
  const ref = useRef<CaptchaHandle>(null);
  const error = formState.errors.root?.captcha?.message;

  return {
    field: {
      ref,
      error,
      onChange: (payload: string | null) => {
        if (payload && error) clearErrors('root.captcha');
      },
    },
    /** The solution, solved now if the widget has not finished; null once the form says it is missing. */
    async solve(): Promise<string | null> {
      const payload = (await ref.current?.solve()) ?? null;
      if (!payload) {
        setError('root.captcha', { type: 'required', message: t('errors:captchaMissing') });
        formRef.current?.querySelector<HTMLElement>('altcha-widget input')?.focus();
      }
      return payload;
    },
    /** Every solution is accepted once: whatever went wrong, the next try needs a fresh one. */
    renew: () => ref.current?.renew(),
  };
}
