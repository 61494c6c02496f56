import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import type { z } from 'zod';

export interface ZodFormOptions<TValues extends FieldValues> {
  defaultValues: NoInfer<DefaultValues<TValues>>;
  /** The text of a schema message: the contracts' messages are keys of the `errors` catalogue. */
  message: (key: string) => string;
  /** Drop a field's error as soon as the user edits it; otherwise it stays until the next submit. */
  clearErrorOnEdit?: boolean;
}

/** Gets the parsed values, and the values as typed (some requests send those, e.g. an untrimmed name). */
export type ValidSubmit<TValues, TOutput> = (data: TOutput, values: TValues) => unknown;

type NamedControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isNamedControl = (element: Element): element is NamedControl =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/**
 * react-hook-form with a zod contract as its resolver. Every error holds display text: the schema's keys
 * are translated when they are set, the server's messages come translated.
 *
 * The submit checks the values synchronously first. RHF awaits its resolver, so its errors would land a
 * microtask after the submit event; these forms have always shown them, and moved focus to the first one
 * on screen, within the event (their tests assert it). Valid values then go through `handleSubmit`, which
 * parses them with the resolver and keeps `isSubmitting` until the submit handler has finished.
 */
export function useZodForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TValues>,
  { defaultValues, message, clearErrorOnEdit = false }: ZodFormOptions<TValues>,
) {
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const { clearErrors, formState, getFieldState, getValues, handleSubmit, register, setError } = form;
  const formRef = useRef<HTMLFormElement>(null);

  const isField = useCallback((name: string): name is Path<TValues> => name in getValues(), [getValues]);

  const focusField = useCallback((name: string) => {
    const control = formRef.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  }, []);

  /** Focus on the first field in error, in the order on screen. */
  const focusFirstError = useCallback(() => {
    const controls = Array.from(formRef.current?.elements ?? []).filter(isNamedControl);
    controls.find((control) => isField(control.name) && getFieldState(control.name).invalid)?.focus();
  }, [getFieldState, isField]);

  /** The server's messages under their fields; returns the ones shown (other names are the caller's). */
  const setServerErrors = useCallback(
    (fields: Partial<Record<string, string>>, focus = false): string[] => {
      const shown: string[] = [];
      for (const [name, text] of Object.entries(fields)) {
        if (text === undefined || !isField(name)) continue;
        setError(name, { type: 'server', message: text });
        shown.push(text);
      }
      if (focus) focusFirstError();
      return shown;
    },
    [focusFirstError, isField, setError],
  );

  /** A field's props for the kit's inputs: RHF's registration plus its error text. */
  function field<TName extends Path<TValues>>(name: TName, options?: RegisterOptions<TValues, TName>) {
    const onChange = (event: unknown) => {
      if (clearErrorOnEdit && getFieldState(name).invalid) clearErrors(name);
      options?.onChange?.(event);
    };
    return {
      ...register(name, { ...options, onChange }),
      error: getFieldState(name, formState).error?.message,
    };
  }

  /** Handles the form's submit event: each field's first problem under it and focus on the first, or `onValid`. */
  function submit(event: FormEvent<HTMLFormElement>, onValid: ValidSubmit<TValues, TOutput>): void {
    if (formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    const values = getValues();
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      void handleSubmit((data) => onValid(data, values))(event);
      return;
    }
    event.preventDefault();
    clearErrors();
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.');
      if (isField(name) && !getFieldState(name).invalid)
        setError(name, { type: issue.code, message: message(issue.message) });
    }
    focusFirstError();
  }

  return { ...form, formRef, field, focusField, setServerErrors, submit };
}
