import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, pageHref } from '../../../../core/routes';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { apiClient } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { checkedMessage, contactFailure } from '../lib/contact';

/**
 * The contact dialog (PROF-06, PROF-23..30): it looks up the recipient when it opens (signed-in members only,
 * ROLE-19), holds the form while it does or when that fails, checks the message (trimmed, at least 10
 * characters) and sends it with `invitationStatus: pending`: a chat request to the specialist.
 */
export function ContactDialog({ specialistId, name }: { specialistId: number; name: string }) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const user = useCurrentUser();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const recipient = useQuery({
    queryKey: ['directory', 'contact', specialistId],
    queryFn: ({ signal }) =>
      apiClient.call(api.specialist_contact_reveal, { params: { id: specialistId }, signal }),
    enabled: open && user !== null,
    retry: false,
  });
  const send = useMutation({
    mutationFn: (message: string) =>
      apiClient.call(api.specialist_contact_submit, {
        params: { id: specialistId },
        body: { message, invitationStatus: 'pending' },
      }),
  });
  const { message, tooShort } = checkedMessage(text);
  const blocked = recipient.isPending || recipient.isError;
  let body;
  if (!user)
    body = (
      <p data-testid="contact-sign-in">
        {t('contact.signIn')}{' '}
        <Link
          to={pageHref(
            'login',
            locale,
            {},
            { next: pageHref('specialistDetail', locale, { idSlug: String(specialistId) }) },
          )}
          className="font-medium text-brand-800 underline"
        >
          {t('contact.signInLink')}
        </Link>
      </p>
    );
  else if (send.isSuccess)
    body = (
      <div role="status" data-testid="contact-sent">
        <p>{t('contact.sent')}</p>
        <Link
          to={pageHref('chat', locale, {}, { chat: send.data.chat })}
          className="mt-2 inline-block font-medium text-brand-800 underline"
        >
          {t('contact.openChat')}
        </Link>
      </div>
    );
  else
    body = (
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!tooShort && !blocked) send.mutate(message);
        }}
      >
        <p className="text-sm text-slate-700" data-testid="contact-recipient" aria-live="polite">
          {recipient.isPending
            ? t('contact.fetching')
            : recipient.isError
              ? ''
              : recipient.data.email
                ? t('contact.toWithEmail', { name: recipient.data.name, email: recipient.data.email })
                : t('contact.to', { name: recipient.data.name })}
        </p>
        {recipient.isError && (
          <p role="alert" className="text-red-800" data-testid="contact-fetch-error">
            {contactFailure(recipient.error, t('contact.fetchError'))}
          </p>
        )}
        <label htmlFor={`${id}-message`} className="font-medium text-slate-900">
          {t('contact.message')}
        </label>
        <textarea
          id={`${id}-message`}
          rows={5}
          value={text}
          maxLength={2000}
          disabled={blocked}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={touched && tooShort}
          aria-describedby={`${id}-hint`}
          className="rounded-md border border-slate-300 px-3 py-2 disabled:bg-slate-100"
          data-testid="contact-message"
        />
        <p id={`${id}-hint`} className="text-sm text-red-800" data-testid="contact-too-short">
          {touched && tooShort ? t('contact.tooShort') : ''}
        </p>
        {send.isError && (
          <p role="alert" className="text-red-800" data-testid="contact-send-error">
            {contactFailure(send.error, t('contact.sendError'))}
          </p>
        )}
        <Button type="submit" disabled={blocked || tooShort || send.isPending} data-testid="contact-send">
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </Button>
      </form>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className="rounded-md border border-brand-800 px-4 py-2 font-semibold text-brand-800"
          data-testid="contact-open"
        >
          {t('contact.open')}
        </button>
      }
      title={t('contact.title', { name })}
      testId="contact-dialog"
    >
      {body}
    </Dialog>
  );
}
