import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

const dataDir = process.env.E2E_DATA_DIR ?? '';
const adminToken = process.env.E2E_ADMIN_TOKEN ?? '';

/** Every stored lead of a kind, newest first, through the admin export. */
export async function exportedLeads(request: APIRequestContext, kind?: string): Promise<Record<string, unknown>[]> {
  const query = new URLSearchParams({ format: 'json', ...(kind ? { kind } : {}) });
  const response = await request.get(`/api/admin/leads?${query}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.status(), 'admin export answers').toBe(200);
  const body = (await response.json()) as { leads?: Record<string, unknown>[] } | Record<string, unknown>[];
  return Array.isArray(body) ? body : (body.leads ?? []);
}

/** Leads whose any field equals the value (e.g. a unique e-mail address of one journey). */
export async function leadsWith(request: APIRequestContext, value: string, kind?: string) {
  return (await exportedLeads(request, kind)).filter((lead) => JSON.stringify(lead).includes(value));
}

export interface CapturedMail {
  file: string;
  raw: string;
  to: string;
  subject: string;
}

/** Mails captured as .eml files under DATA_DIR/mail. */
export function capturedMails(): CapturedMail[] {
  const dir = join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const header = (name: string) =>
      raw.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    return { file, raw, to: header('To'), subject: header('Subject') };
  });
}

/** Waits until the outbox worker has written the mails addressed to (or about) someone. */
export async function mailsMentioning(text: string, count: number): Promise<CapturedMail[]> {
  let found: CapturedMail[] = [];
  await expect
    .poll(
      () => {
        found = capturedMails().filter((mail) => mail.raw.includes(text));
        return found.length;
      },
      { timeout: 15_000, message: `${count} captured mails mentioning ${text}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** How old an answer of `/api/ready` may be: it answers from one check a second. */
const readyCheckMs = 1_000;

/**
 * Waits until the mail outbox has nothing due (`/api/ready`'s `due` is 0: mails scheduled for later, such as the
 * hourly unsubscribe digest, wait on), so every mail queued so far has been written and a count of mails is final.
 * Its answer can be up to a second old: two empty answers more than a second apart include one checked after the call.
 */
export async function outboxDrained(request: APIRequestContext): Promise<void> {
  let emptySince: number | undefined;
  await expect
    .poll(
      async () => {
        const body = (await (await request.get('/api/ready')).json()) as { outbox?: { due?: number } };
        if (body.outbox?.due !== 0) {
          emptySince = undefined;
          return false;
        }
        emptySince ??= Date.now();
        return Date.now() - emptySince > readyCheckMs;
      },
      { timeout: 20_000, intervals: [100, 250, 500], message: 'the mail outbox drains' },
    )
    .toBe(true);
}

/** A unique, valid address for one journey, so its lead and mails can be told apart. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
