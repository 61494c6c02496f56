import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CHAT_MESSAGE } from '../../../../core/contracts/chat';
import { Notice } from '../../../components/ui/notice';
import { SubmitButton } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/styles';
import { createSendGate, messageToSend } from '../lib/message-text';

/** The counter shows from this many characters left. */
const COUNT_FROM = 500;

/**
 * The message box (A §5 "Chat"): an empty trimmed message is not sent (CHAT-11), a send in progress
 * ignores further ones (CHAT-12), `disabled` when the chat takes no message (CHAT-10). Enter sends,
 * Shift+Enter starts a new line; the text stays in the box until the send succeeds, and a failure shows
 * the server's text in a red alert (CHAT-23).
 */
export function MessageBox({
  disabled,
  error,
  onSend,
}: {
  disabled: boolean;
  error: string | null;
  onSend(message: string): Promise<void>;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const gate = useRef(createSendGate());
  const inputId = useId();
  const hintId = useId();
  const counterId = useId();
  const left = MAX_CHAT_MESSAGE - text.replace(/\r\n?/g, '\n').trim().length;
  const message = messageToSend(text);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (disabled || message === null) return;
    await gate.current.run(async () => {
      setSending(true);
      try {
        await onSend(message);
        setText('');
      } catch {
        // The caller shows the error; the text stays for another try.
      } finally {
        setSending(false);
      }
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" data-testid="chat-form">
      {error && <Notice tone="error">{error}</Notice>}
      <label htmlFor={inputId} className="sr-only">
        {t('box.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={MAX_CHAT_MESSAGE + 200}
          disabled={disabled}
          placeholder={disabled ? t('box.disabled') : t('box.placeholder')}
          aria-describedby={`${hintId}${left < COUNT_FROM ? ` ${counterId}` : ''}`}
          aria-invalid={left < 0 || undefined}
          className={`${inputClass} max-h-40 min-h-[2.75rem] resize-y`}
          data-testid="chat-input"
        />
        <SubmitButton disabled={disabled || message === null} busy={sending} data-testid="chat-send">
          {sending ? t('box.sending') : t('box.send')}
        </SubmitButton>
      </div>
      <p id={hintId} className="hidden text-xs text-slate-600 sm:block">
        {t('box.hint')}
      </p>
      {left < COUNT_FROM && (
        <p
          id={counterId}
          className={`text-xs ${left < 0 ? 'font-semibold text-red-800' : 'text-slate-600'}`}
          aria-live="polite"
        >
          {left < 0 ? t('box.tooLong', { count: -left }) : t('box.remaining', { count: left })}
        </p>
      )}
    </form>
  );
}
