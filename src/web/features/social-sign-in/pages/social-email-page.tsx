import { useEffect, useId, useRef, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  isSocialProvider,
  SOCIAL_CONFIRM_LINK_MINUTES,
  SOCIAL_PROVIDER_NAMES,
  SocialEmailRequest,
} from '../../../../core/contracts/social-sign-in';
import { api, pageHref } from '../../../../core/routes';
import { Button, SubmitButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { linkClass } from '../../../components/ui/styles';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocale } from '../../../lib/use-locale';

const sendEmail = (body: SocialEmailRequest) => apiClient.call(api.auth_social_email, { body });

const EmailForm = SocialEmailRequest.pick({ email: true });

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputId = useId();
  const { formState, handleSubmit, register, setError } = useForm({
    resolver: zodResolver(EmailForm),
    defaultValues: { email: '' },
    // As before: an error stays until the next submit, it is not re-checked while typing.
    reValidateMode: 'onSubmit',
  });
  // The schema's messages are `errors` keys; the server's come translated.
  const emailError = formState.errors.email;
  const fieldError =
    emailError &&
    (emailError.type === 'server' ? emailError.message : t(`errors:${emailError.message ?? 'emailInvalid'}`));
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
    <Link to={loginHref} className={`mt-6 inline-block ${linkClass}`}>
      {t('emailStep.backToLogin')}
    </Link>
  );

  function send({ email }: z.output<typeof EmailForm>) {
    mutation.mutate(
      { token, email, language: locale },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.fields.email)
            setError('email', { type: 'server', message: error.fields.email });
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
        <Button variant="text" className="mt-6" onClick={() => mutation.reset()}>
          {t('emailStep.useOther')}
        </Button>
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
        <form noValidate onSubmit={(event) => void handleSubmit(send)(event)} className="mt-8 grid gap-4">
          <TextField
            id={inputId}
            type="email"
            autoComplete="email"
            inputMode="email"
            label={t('emailStep.label')}
            error={fieldError}
            {...register('email')}
          />
          {otherError && (
            <Notice tone="error">
              {otherError instanceof ApiError ? otherError.message : t('errors:network')}
            </Notice>
          )}
          <SubmitButton busy={mutation.isPending}>
            {mutation.isPending ? t('emailStep.sending') : t('emailStep.submit')}
          </SubmitButton>
        </form>
      </>
    );
  }

  return <div className="mx-auto max-w-xl px-4 py-8 md:py-12">{body}</div>;
}
