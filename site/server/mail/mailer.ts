import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions, type TransportOptions } from 'nodemailer';
import { headerSafe } from './html.ts';

export interface MailAddress {
  name: string;
  address: string;
}

/** One message, fully rendered. */
export interface OutgoingMail {
  /** `<…@…>`; the same job always carries the same id, so a resend can be recognised. */
  messageId: string;
  from: string;
  to: string | MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Where mail goes, for the start-up log. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function safeAddress(value: string | MailAddress): string | MailAddress {
  return typeof value === 'string'
    ? headerSafe(value)
    : { name: headerSafe(value.name), address: headerSafe(value.address) };
}

/** Every header value passes through here, whatever the template did. */
function toNodemailer(mail: OutgoingMail): SendMailOptions {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(mail.headers ?? {})) headers[headerSafe(name)] = headerSafe(value);
  return {
    messageId: headerSafe(mail.messageId),
    from: headerSafe(mail.from),
    to: safeAddress(mail.to),
    ...(mail.replyTo ? { replyTo: safeAddress(mail.replyTo) } : {}),
    subject: headerSafe(mail.subject),
    text: mail.text,
    html: mail.html,
    headers,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as TransportOptions);
  const target = new URL(url);
  return {
    description: `SMTP ${target.hostname}:${target.port || 'default'}`,
    async send(mail) {
      await transport.sendMail(toNodemailer(mail));
    },
    close() {
      transport.close();
    },
  };
}

/** Writes each message as an `.eml` file: the default when no SMTP server is configured. */
export function fileMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | undefined;
  return {
    description: `files in ${dir}`,
    async send(mail) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const info = (await transport.sendMail(toNodemailer(mail))) as { message: Buffer };
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = /^<?([A-Za-z0-9-]{1,64})@/.exec(mail.messageId)?.[1] ?? randomUUID();
      const file = join(dir, `${stamp}-${id}.eml`);
      // Written under a temporary name first, so a crash never leaves half a message behind.
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
    close() {
      transport.close();
    },
  };
}

export function createMailer(options: { smtpUrl?: string; dataDir: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl) : fileMailer(join(options.dataDir, 'mail'));
}
