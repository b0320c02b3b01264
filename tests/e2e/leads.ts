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

/** A unique, valid address for one journey, so its lead and mails can be told apart. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
