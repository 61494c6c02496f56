import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken } from './tokens';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Queues the mail; the caller's answer never waits for (or reveals) delivery. */
  send(mail: Mail): void;
  /**
   * Composes a mail in the background and sends it when there is one: whatever the composing looks up or
   * stores (an account, a token), the caller's answer neither waits for it nor shows whether a mail went.
   */
  later(compose: () => Promise<Mail | null>): void;
  /** Resolves when every queued mail has been handed over (tests, shutdown). */
  flush(): Promise<void>;
  /** The folder the `.eml` files go to, or null when mail leaves by SMTP. */
  readonly outboxDir: string | null;
}

/**
 * Nodemailer over SMTP when `SMTP_URL` is set; otherwise each message is written as an `.eml` file to the
 * outbox folder, so password resets work on the embedded default and tests read real messages.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; outboxDir: string },
  log: FastifyBaseLogger,
): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(mail: Mail): Promise<void> {
    const info = await transport.sendMail({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    if (options.smtpUrl) return;
    await mkdir(options.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(6)}.eml`;
    await writeFile(join(options.outboxDir, name), (info as { message: Buffer }).message);
  }

  function track(work: Promise<void>, failure: string) {
    const tracked: Promise<void> = work
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  return {
    outboxDir: options.smtpUrl ? null : options.outboxDir,
    send(mail) {
      track(deliver(mail), `mail delivery failed: ${mail.subject}`);
    },
    later(compose) {
      track(
        compose().then((mail) => (mail ? deliver(mail) : undefined)),
        'composing a mail failed',
      );
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
