/**
 * Mail to one person by volume: acknowledgements and confirmations are capped per normalised
 * address, and form unsubscribes are limited per address and per client, with the agency told in one
 * digest per period.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PostedFormState } from '../src/forms/leadFormNames.ts';
import { samplePost } from '../src/forms/samples.ts';
import { addressLimitedPage } from './answer-pages.ts';
import { digestGraceMs, digestPeriodMs, formUnsubscribesPerClientPerHour } from './api/unsubscribe.ts';
import { createApi } from './app.ts';
import { type Database, openPglite } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { normalisedAddress } from './mail/recipients.ts';
import { formPostHandler } from './pages.ts';
import {
  count,
  countLeads,
  notifyTo,
  post,
  resetDatabase,
  silentLogger,
  testApi,
  testConfig,
  validBodies,
} from './testing/harness.ts';
import { type SmtpPeer, startSmtpPeer } from './testing/smtp.ts';

describe('mail to one recipient', () => {
  let db: Database;
  let smtp: SmtpPeer;
  let time: number;
  const clock = { now: () => new Date(time) };
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp.close();
    await db.close();
  });
  beforeEach(async () => {
    await resetDatabase(db);
    smtp.received.length = 0;
    // The start of an hour, so every unsubscribe below falls in one digest period.
    time = Math.ceil(Date.now() / digestPeriodMs) * digestPeriodMs + 1_000;
  });
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

  it('normalises an address by lower case and without its +tag', () => {
    expect(normalisedAddress('Victim+42@Example.COM')).toBe('victim@example.com');
    expect(normalisedAddress('jane.doe@example.com')).toBe('jane.doe@example.com');
    expect(normalisedAddress('+only@example.com')).toBe('+only@example.com');
  });

  it('acknowledges at most 3 leads per address a day, and still stores and reports every lead', async () => {
    const api = testApi(db, { smtpUrl: smtp.url, clock });
    const answers: unknown[] = [];
    for (let n = 0; n < 8; n++) {
      const body = { ...validBodies['/api/audit-requests'](), email: `Victim+${n}@Example.com` };
      const response = await post(api.app, '/api/audit-requests', body);
      expect(response.status).toBe(201);
      answers.push(Object.keys((await response.json()) as object));
      time += 1_000;
    }
    // Nothing in the answer tells which leads were acknowledged.
    expect(new Set(answers.map((keys) => JSON.stringify(keys))).size).toBe(1);
    await api.drain();
    expect(await countLeads(db, 'audit_request')).toBe(8);
    const acknowledged = smtp.received.filter((mail) => /^victim\+\d@example\.com$/i.test(mail.envelopeTo[0] ?? ''));
    expect(acknowledged).toHaveLength(3);
    const notifications = mailTo(notifyTo);
    expect(notifications).toHaveLength(8);
    expect(notifications.filter((mail) => mail.text.includes('No acknowledgement was sent'))).toHaveLength(5);

    // A day later the address has its allowance again.
    time += 24 * 3_600_000;
    await post(api.app, '/api/audit-requests', {
      ...validBodies['/api/audit-requests'](),
      email: 'victim@example.com',
    });
    await api.drain();
    expect(mailTo('victim@example.com')).toHaveLength(1);
  });

  it('holds the cap across a batch written in one commit', async () => {
    const api = testApi(db, { smtpUrl: smtp.url, clock });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(api.app, '/api/demo-requests', { ...validBodies['/api/demo-requests'](), email: 'same@example.com' }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    await api.drain();
    expect(mailTo('same@example.com')).toHaveLength(3);
    expect(mailTo(notifyTo)).toHaveLength(10);
  });

  it('sends one newsletter confirmation per address a day, whatever its +tag', async () => {
    const api = testApi(db, { smtpUrl: smtp.url, clock });
    for (const email of ['reader@example.com', 'reader+1@example.com', 'Reader+2@example.com']) {
      const response = await post(api.app, '/api/newsletter', { email });
      expect(response.status).toBe(202);
    }
    await api.drain();
    expect(smtp.received.filter((mail) => mail.headers.get('subject')?.startsWith('Please confirm'))).toHaveLength(1);
  });

  it('limits form unsubscribes per address and tells the agency in one digest', async () => {
    const api = testApi(db, { smtpUrl: smtp.url, clock });
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await post(api.app, '/api/unsubscribe', { email: `victim+${n}@example.com` })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await post(api.app, '/api/unsubscribe', { email: 'Victim+9@example.com' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3_600);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Too many unsubscribe requests for this address today. Please try again in 24 hours, or use the unsubscribe link in one of our e-mails.',
    );
    // An address already on the list is answered as before.
    expect((await post(api.app, '/api/unsubscribe', { email: 'victim+0@example.com' })).status).toBe(200);
    for (let n = 0; n < 20; n++)
      expect((await post(api.app, '/api/unsubscribe', { email: `reader.${n}@example.com` })).status).toBe(200);
    expect(await count(db, 'suppressions')).toBe(23);
    await api.drain();
    expect(mailTo(notifyTo)).toHaveLength(0);
    time += digestPeriodMs + digestGraceMs;
    await api.drain();
    const digests = mailTo(notifyTo);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.headers.get('subject')).toBe('Unsubscribe requests: 23 unsubscribes');
    expect(digests[0]?.text).toContain('r***@example.com (unsubscribe form');
    expect(digests[0]?.text).not.toContain('reader.1@example.com');
  });

  it('limits form unsubscribes per client', async () => {
    const api = testApi(db, { smtpUrl: smtp.url, clock, config: { rateLimitPerMinute: 1_000 } });
    const statuses: number[] = [];
    for (let n = 0; n < formUnsubscribesPerClientPerHour + 2; n++)
      statuses.push((await post(api.app, '/api/unsubscribe', { email: `stranger.${n}@example.com` })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(formUnsubscribesPerClientPerHour);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(await count(db, 'suppressions')).toBe(formUnsubscribesPerClientPerHour);
  });

  it('answers an HTML unsubscribe over the address allowance with a small constant page, storing nothing', async () => {
    const api = createApi({ config: testConfig(), db, logger: silentLogger, clock });
    const server = new Hono();
    server.post(
      '*',
      formPostHandler({
        submit: api.submitForm,
        routePaths: ['/unsubscribe'],
        template: async () => '',
        renderer: async () => ({
          render: async (url: string, posted?: PostedFormState) => ({
            status: 200,
            head: '',
            html: JSON.stringify({ url, posted }),
          }),
          fillTemplate: (_template: string, result: { html: string }) => result.html,
        }),
      }),
    );
    const postForm = (email: string) =>
      server.request('/unsubscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: samplePost('unsubscribe', { email }),
      });
    for (let n = 0; n < 3; n++) expect((await postForm(`victim+${n}@example.com`)).status).toBe(303);
    const over = await postForm('victim+3@example.com');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await over.text();
    expect(page).toBe(addressLimitedPage);
    expect(page).toContain('Too many unsubscribe requests were sent for this address');
    expect(page).toContain('use the unsubscribe link in one of our e-mails');
    expect(await count(db, 'suppressions')).toBe(3);
  });
});
