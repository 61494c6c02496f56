import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmailField } from '../../../../core/contracts/auth';
import {
  isSocialProvider,
  SOCIAL_CONFIRM_LINK_MINUTES,
  SOCIAL_PROVIDER_NAMES,
  type SocialEmailRequest } from '../../../../core/contracts/social-sign-in';
import { api, pageHref } from '../../../../core/routes';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocale } from '../../../lib/use-locale';

const sendEmail = (body: SocialEmailRequest) =>
  apiClient.call(api.auth_social_email, { body });

/**
 * The e-mail step of a social sign-in whose provider gave no verified address (X, a private GitHub
 * address): the user enters one and confirms it with the link we mail; the link signs them in.
 */
export function SocialEmailPage() {
  const { t } = useTranslation('social');
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const providerParam = params.get('provider');
  const provider = isSocialProvider(providerParam) ? SOCIAL_PROVIDER_NAMES[providerParam] : null;
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputId = useId();
  const errorId = useId();
  const mutation = useMutation({ mutationFn: sendEmail });
  const sent = mutation.isSuccess;
  const expired = mutation.error instanceof ApiError && mutation.error.status === 410;

  useDocumentTitle(t('emailStep.title'));

  // The view changes in place: move focus to its heading so screen readers announce it.
  useEffect(() => {
    if (sent || expired) headingRef.current?.focus();
  }, [sent, expired]);

  const loginHref = pageHref('login', locale);
  const backToLogin = (
    <Link
      to={loginHref}
      className="mt-6 inline-block font-semibold text-brand-800 underline hover:text-brand-900"
    >
      {t('emailStep.backToLogin')}
    </Link>
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = EmailField.safeParse(email);
    if (!parsed.success) {
      setFieldError(t(`errors:${parsed.error.issues[0]?.message ?? 'emailInvalid'}`));
      return;
    }
    setFieldError(null);
    mutation.mutate(
      { token, email: parsed.data, language: locale },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.fields.email) setFieldError(error.fields.email);
        },
      },
    );
  }

  let body: ReactNode;
  if (!token) {
    body = (
      <>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('emailStep.title')}</h1>
        <p className="mt-4 text-slate-700">{t('emailStep.missingToken')}</p>
        {backToLogin}
      </>
    );
  } else if (expired) {
    body = (
      <>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-slate-900 outline-none"
        >
          {t('emailStep.title')}
        </h1>
        <p role="alert" className="mt-4 text-slate-700">
          {t('emailStep.expired')}
        </p>
        {backToLogin}
      </>
    );
  } else if (sent) {
    body = (
      <>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-slate-900 outline-none"
        >
          {t('emailStep.sentTitle')}
        </h1>
        <p className="mt-4 text-slate-700">
          {t('emailStep.sent', { email: mutation.variables.email, minutes: SOCIAL_CONFIRM_LINK_MINUTES })}
        </p>
        <button
          type="button"
          onClick={() => mutation.reset()}
          className="mt-6 font-semibold text-brand-800 underline hover:text-brand-900"
        >
          {t('emailStep.useOther')}
        </button>
      </>
    );
  } else {
    const otherError =
      mutation.error && !(mutation.error instanceof ApiError && mutation.error.fields.email)
        ? mutation.error
        : null;
    body = (
      <>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('emailStep.title')}</h1>
        <p className="mt-4 text-slate-700">
          {provider ? t('emailStep.lead', { provider }) : t('emailStep.leadAnyProvider')}
        </p>
        <form noValidate onSubmit={onSubmit} className="mt-8 grid gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={inputId} className="font-semibold text-slate-800">
              {t('emailStep.label')}
            </label>
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              className="rounded-md border border-slate-300 px-3 py-2.5 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-invalid:border-red-600"
            />
            {fieldError && (
              <p id={errorId} className="text-sm text-red-700">
                {fieldError}
              </p>
            )}
          </div>
          {otherError && (
            <p
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {otherError instanceof ApiError ? otherError.message : t('errors:network')}
            </p>
          )}
          <button
            type="submit"
            disabled={mutation.isPending}
            className="rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70"
          >
            {mutation.isPending ? t('emailStep.sending') : t('emailStep.submit')}
          </button>
        </form>
      </>
    );
  }

  return <div className="mx-auto max-w-xl px-4 py-8 md:py-12">{body}</div>;
}
