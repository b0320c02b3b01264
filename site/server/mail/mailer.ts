import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import nodemailer, { type SendMailOptions, type TransportOptions } from 'nodemailer';
import { coalesced } from '../coalesce.ts';
import { headerSafe } from './html.ts';

interface MailAddress {
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
    // Each phase stays inside the worker's bound on a whole send (see outbox.ts); a server may take
    // a while to accept a message, and a send we stop waiting for may still be delivered.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 45_000,
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

/** The file calls the file mailer makes; tests inject their own to count syncs. */
export interface MailFiles {
  mkdir(dir: string): Promise<unknown>;
  /** Writes `data` to a new file at `path` and syncs it before returning. */
  writeSynced(path: string, data: Uint8Array): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** Syncs a folder, so a rename in it survives a power cut. */
  syncDir(dir: string): Promise<void>;
  /** Removes a file if it is there. */
  remove?(path: string): Promise<void>;
  /** Removes the unfinished messages (`.eml.tmp`) in `dir` last written before `before` (ms since 1970). */
  sweepUnfinished?(dir: string, before: number): Promise<number>;
}

export const diskMailFiles: MailFiles = {
  mkdir: (dir) => mkdir(dir, { recursive: true }),
  async writeSynced(path, data) {
    const handle = await open(path, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename,
  remove: (path) => rm(path, { force: true }),
  async sweepUnfinished(dir, before) {
    let removed = 0;
    for (const name of await readdir(dir)) {
      if (!name.endsWith('.eml.tmp')) continue;
      const path = join(dir, name);
      const stats = await stat(path).catch(() => undefined);
      if (!stats || stats.mtimeMs >= before) continue;
      await rm(path, { force: true });
      removed++;
    }
    return removed;
  },
  async syncDir(dir) {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
};

/** Writes each message as an `.eml` file: the default when no SMTP server is configured. */
export function fileMailer(dir: string, files: MailFiles = diskMailFiles): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | undefined;
  // Unfinished messages older than this mailer were left by a crash or a full disk; newer ones may be
  // another instance's, being written now.
  const started = Date.now();
  const prepare = () =>
    (ready ??= files
      .mkdir(dir)
      .then(() => files.sweepUnfinished?.(dir, started))
      .then(() => files.syncDir(dirname(dir)))
      .catch((error: unknown) => {
        // Tried again with the next mail: the folder may be fixed by then.
        ready = undefined;
        throw error;
      }));
  // At start, so debris goes even before the next mail; a failure here is reported by the first send.
  prepare().catch(() => {});
  // Messages renamed at about the same time share one sync of the folder.
  const syncFolder = coalesced(() => files.syncDir(dir));
  return {
    description: `files in ${dir}`,
    async send(mail) {
      await prepare();
      const info = (await transport.sendMail(toNodemailer(mail))) as { message: Buffer };
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = /^<?([A-Za-z0-9-]{1,64})@/.exec(mail.messageId)?.[1] ?? randomUUID();
      const file = join(dir, `${stamp}-${id}.eml`);
      // Written and synced under a temporary name first, so a crash never leaves half a message behind;
      // the folder is synced after the rename, so the finished name survives a power cut too.
      try {
        await files.writeSynced(`${file}.tmp`, info.message);
        await files.rename(`${file}.tmp`, file);
      } catch (error) {
        // A full disk or a failed rename must not leave half a message behind.
        await files.remove?.(`${file}.tmp`).catch(() => {});
        throw error;
      }
      await syncFolder();
    },
    close() {
      transport.close();
    },
  };
}

export function createMailer(options: { smtpUrl?: string; dataDir: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl) : fileMailer(join(options.dataDir, 'mail'));
}
