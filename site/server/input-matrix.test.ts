/**
 * Hundreds of bad requests, generated from each form's fields: every one must get a 4xx with a
 * readable reason, and none may store a row or send a mail.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './app.ts';
import { type Database, openPglite } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { createLogger } from './log.ts';
import {
  expectSecurityHeaders,
  post,
  storedRows,
  type TestApi,
  testApi,
  testConfig,
  validBodies,
} from './testing/harness.ts';
import { type SmtpPeer, startSmtpPeer } from './testing/smtp.ts';

type Kind = 'line' | 'text' | 'email' | 'phone' | 'url' | 'option';
interface FieldSpec {
  name: string;
  kind: Kind;
  required: boolean;
  max?: number;
}

const forms: { label: string; path: string; valid: () => Record<string, unknown>; fields: FieldSpec[] }[] = [
  {
    label: 'home form',
    path: '/api/contact-submissions',
    valid: validBodies['/api/contact-submissions'],
    fields: [
      { name: 'name', kind: 'line', required: true, max: 120 },
      { name: 'email', kind: 'email', required: true },
      { name: 'phone', kind: 'phone', required: true },
      { name: 'business_name', kind: 'line', required: true, max: 160 },
      { name: 'website_url', kind: 'url', required: false },
      { name: 'service_needed', kind: 'option', required: true },
      { name: 'message', kind: 'text', required: false, max: 5000 },
    ],
  },
  {
    label: 'contact form',
    path: '/api/inquiries',
    valid: validBodies['/api/inquiries'],
    fields: [
      { name: 'firstName', kind: 'line', required: true, max: 120 },
      { name: 'lastName', kind: 'line', required: true, max: 120 },
      { name: 'email', kind: 'email', required: true },
      { name: 'phone', kind: 'phone', required: false },
      { name: 'company', kind: 'line', required: false, max: 160 },
      { name: 'projectType', kind: 'option', required: false },
      { name: 'message', kind: 'text', required: true, max: 5000 },
    ],
  },
  {
    label: 'consultation form',
    path: '/api/inquiries',
    valid: () => ({
      formType: 'consultation',
      firstName: 'Mia',
      lastName: 'Rossi',
      email: 'mia@example.com',
      phone: '0400 000 000',
      company: 'Rossi Cafe',
      website: 'https://rossi.com.au',
      goal: 'No leads coming in',
      projectDetails: 'Online ordering',
      preferredTime: 'Flexible - contact me',
      message: 'Online ordering',
    }),
    fields: [
      { name: 'firstName', kind: 'line', required: true, max: 120 },
      { name: 'lastName', kind: 'line', required: true, max: 120 },
      { name: 'email', kind: 'email', required: true },
      { name: 'phone', kind: 'phone', required: false },
      { name: 'company', kind: 'line', required: false, max: 160 },
      { name: 'website', kind: 'url', required: false },
      { name: 'goal', kind: 'option', required: false },
      { name: 'projectDetails', kind: 'text', required: true, max: 5000 },
      { name: 'preferredTime', kind: 'option', required: false },
      { name: 'message', kind: 'text', required: false, max: 5000 },
    ],
  },
  {
    label: 'demo form',
    path: '/api/demo-requests',
    valid: validBodies['/api/demo-requests'],
    fields: [
      { name: 'name', kind: 'line', required: true, max: 120 },
      { name: 'email', kind: 'email', required: true },
      { name: 'businessName', kind: 'line', required: false, max: 160 },
      { name: 'industry', kind: 'option', required: true },
      { name: 'budget', kind: 'option', required: false },
      { name: 'timeline', kind: 'option', required: false },
      { name: 'message', kind: 'text', required: false, max: 5000 },
    ],
  },
  {
    label: 'audit form',
    path: '/api/audit-requests',
    valid: validBodies['/api/audit-requests'],
    fields: [
      { name: 'name', kind: 'line', required: true, max: 120 },
      { name: 'email', kind: 'email', required: true },
      { name: 'phone', kind: 'phone', required: true },
      { name: 'message', kind: 'text', required: true, max: 5000 },
    ],
  },
  {
    label: 'job application',
    path: '/api/job-applications',
    valid: validBodies['/api/job-applications'],
    fields: [
      { name: 'role', kind: 'option', required: true },
      { name: 'name', kind: 'line', required: true, max: 120 },
      { name: 'email', kind: 'email', required: true },
      { name: 'phone', kind: 'phone', required: false },
      { name: 'link', kind: 'url', required: true },
      { name: 'message', kind: 'text', required: true, max: 5000 },
    ],
  },
  {
    label: 'newsletter',
    path: '/api/newsletter',
    valid: () => ({ email: 'reader@example.com' }),
    fields: [{ name: 'email', kind: 'email', required: true }],
  },
  {
    label: 'unsubscribe',
    path: '/api/unsubscribe',
    valid: () => ({ email: 'reader@example.com' }),
    fields: [{ name: 'email', kind: 'email', required: true }],
  },
];

const wrongTypes: unknown[] = [42, true, [], { nested: 'x' }, ['a']];

function badValues(field: FieldSpec): [string, unknown][] {
  const values: [string, unknown][] = wrongTypes.map((value) => [`type ${JSON.stringify(value)}`, value]);
  if (field.required) values.push(['empty', ''], ['blank', '   '], ['null', null]);
  switch (field.kind) {
    case 'line':
      values.push(
        ['overlong', 'N'.repeat((field.max ?? 0) + 1)],
        ['LF', 'Jane\nDoe'],
        ['CR', 'Jane\rDoe'],
        ['CRLF header', 'Jane\r\nBcc: victim@example.com'],
        ['NUL', 'Jane\u0000Doe'],
        ['line separator', 'Jane\u2028Doe'],
        ['trailing LF', 'Jane\n'],
      );
      break;
    case 'text':
      values.push(['overlong', 'm'.repeat((field.max ?? 0) + 1)], ['NUL', 'hello\u0000world'], ['bell', 'ding\u0007']);
      break;
    case 'email':
      values.push(
        ['no at', 'plainaddress'],
        ['no domain', 'jane@'],
        ['no tld', 'jane@example'],
        ['spaces', 'jane doe@example.com'],
        ['script', '<script>alert(1)</script>'],
        ['header injection', 'jane@example.com\r\nBcc: victim@example.com'],
        ['overlong', `${'j'.repeat(250)}@example.com`],
        ['two addresses', 'a@example.com, b@example.com'],
      );
      break;
    case 'phone':
      values.push(
        ['letters', 'call me maybe'],
        ['script', '<script>alert(1)</script>'],
        ['overlong', '1'.repeat(33)],
        ['too few digits', '12-34'],
        ['LF', '0400\n123 456'],
      );
      break;
    case 'url':
      values.push(
        ['javascript', 'javascript:alert(1)'],
        ['data', 'data:text/html,<script>alert(1)</script>'],
        ['ftp', 'ftp://example.com/file'],
        ['no host', 'https://'],
        ['spaces', 'my site dot com'],
        ['overlong', `https://example.com/${'a'.repeat(2048)}`],
        ['LF', 'https://example.com\n/x'],
      );
      break;
    case 'option':
      values.push(
        ['unknown', 'Something else entirely'],
        ['wrong case', 'other'],
        ['script', '<script>alert(1)</script>'],
      );
      if (!field.required) values.push(['null-like string', 'null']);
      break;
  }
  return values;
}

interface Case {
  label: string;
  path: string;
  init: RequestInit;
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const cases: Case[] = [];
for (const form of forms) {
  for (const field of form.fields) {
    for (const [label, value] of badValues(field))
      cases.push({
        label: `${form.label}: ${field.name} ${label}`,
        path: form.path,
        init: json({ ...form.valid(), [field.name]: value }),
      });
    if (field.required) {
      const { [field.name]: _missing, ...rest } = form.valid();
      cases.push({ label: `${form.label}: ${field.name} missing`, path: form.path, init: json(rest) });
    }
  }
  const valid = JSON.stringify(form.valid());
  cases.push(
    { label: `${form.label}: extra field`, path: form.path, init: json({ ...form.valid(), admin: true }) },
    {
      label: `${form.label}: prototype key`,
      path: form.path,
      init: { ...json({}), body: `{"__proto__":{"x":1},${valid.slice(1)}` },
    },
    { label: `${form.label}: empty object`, path: form.path, init: json({}) },
    { label: `${form.label}: array`, path: form.path, init: json([form.valid()]) },
    { label: `${form.label}: null`, path: form.path, init: { ...json(null), body: 'null' } },
    { label: `${form.label}: number`, path: form.path, init: { ...json(null), body: '42' } },
    { label: `${form.label}: string`, path: form.path, init: { ...json(null), body: '"hello"' } },
    { label: `${form.label}: truncated JSON`, path: form.path, init: { ...json(null), body: valid.slice(0, -3) } },
    { label: `${form.label}: not JSON`, path: form.path, init: { ...json(null), body: 'name=Jane&email=x' } },
    { label: `${form.label}: empty body`, path: form.path, init: { ...json(null), body: '' } },
    {
      label: `${form.label}: invalid UTF-8`,
      path: form.path,
      init: { ...json(null), body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
    },
    {
      label: `${form.label}: deep nesting`,
      path: form.path,
      init: { ...json(null), body: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
    },
    {
      label: `${form.label}: text/plain`,
      path: form.path,
      init: { method: 'POST', headers: { 'content-type': 'text/plain' }, body: valid },
    },
    { label: `${form.label}: no content type`, path: form.path, init: { method: 'POST', body: valid } },
    {
      label: `${form.label}: form encoded`,
      path: form.path,
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' },
    },
    {
      label: `${form.label}: multipart`,
      path: form.path,
      init: { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' },
    },
    {
      label: `${form.label}: oversized`,
      path: form.path,
      init: json({ ...form.valid(), padding: 'p'.repeat(33 * 1024) }),
    },
    {
      label: `${form.label}: oversized message`,
      path: form.path,
      init: json({ ...form.valid(), message: '<script>'.repeat(5000) }),
    },
    {
      label: `${form.label}: bad Idempotency-Key`,
      path: form.path,
      init: json(form.valid(), { 'Idempotency-Key': 'spaces are not allowed' }),
    },
    {
      label: `${form.label}: overlong Idempotency-Key`,
      path: form.path,
      init: json(form.valid(), { 'Idempotency-Key': 'k'.repeat(256) }),
    },
  );
}

describe('bad input', () => {
  let db: Database;
  let smtp: SmtpPeer;
  let api: TestApi;

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    smtp = await startSmtpPeer();
    api = testApi(db, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    // Nothing any case sent may have been kept or mailed.
    expect(await storedRows(db)).toBe(0);
    await api.drain();
    expect(smtp.received).toHaveLength(0);
    await smtp.close();
    await db.close();
  });

  it('generates several hundred cases', () => {
    expect(cases.length).toBeGreaterThan(400);
  });

  it.each(cases)('$label → 4xx with a reason, nothing stored', async ({ path, init }) => {
    const response = await api.app.request(path, init);
    expect([400, 413, 415]).toContain(response.status);
    expectSecurityHeaders(response);
    const body = (await response.json()) as { error: string; issues?: { path: string; message: string }[] };
    expect(typeof body.error).toBe('string');
    if (response.status === 400) {
      expect(body.error).toBe('validation');
      expect(body.issues?.length).toBeGreaterThan(0);
      for (const issue of body.issues ?? []) {
        expect(issue.message).toMatch(/^[A-Z"'a-z]/);
        expect(issue.message).not.toMatch(/Invalid (type|key|length)|Expected/);
      }
    }
    expect(await storedRows(db)).toBe(0);
  });

  it('logs requests without personal data', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      }),
    );
    const logged = createApi({ config: testConfig(), db, logger });
    const secret = 'very.private.person@example.com';
    await post(logged.app, '/api/newsletter', { email: secret, name: 'Extra' });
    await logged.app.request(`/api/newsletter/confirm?token=${'t'.repeat(30)}`);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      expect(line).not.toContain(secret);
      expect(line).not.toContain('t'.repeat(30));
      expect(JSON.parse(line)).toHaveProperty('reqId');
    }
  });
});
