/**
 * Every endpoint, run against one database engine. `api.pglite.test.ts` and `api.postgres.test.ts`
 * call this with their own database.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportPageSize } from '../api/admin.ts';
import { digestGraceMs, digestPeriodMs } from '../api/unsubscribe.ts';
import { type Database, DatabaseUnavailableError } from '../db/database.ts';
import { migrate } from '../db/migrations.ts';
import { tables } from '../db/tables.ts';
import { senderIdentity } from '../mail/identity.ts';
import {
  adminToken,
  count,
  countLeads,
  expectSecurityHeaders,
  type LeadPath,
  leadPaths,
  notifyTo,
  post,
  resetDatabase,
  storedLead,
  storedRows,
  type TestApi,
  testApi,
  validBodies,
} from './harness.ts';
import { type SmtpPeer, startSmtpPeer } from './smtp.ts';

export function defineEndpointTests(engine: string, open: () => Promise<{ db: Database; close(): Promise<void> }>) {
  describe(`lead API on ${engine}`, () => {
    let db: Database;
    let closeDb: () => Promise<void>;
    let smtp: SmtpPeer;
    let api: TestApi;

    beforeAll(async () => {
      ({ db, close: closeDb } = await open());
      await migrate(db);
      smtp = await startSmtpPeer();
    });
    afterAll(async () => {
      await smtp?.close();
      await closeDb?.();
    });
    beforeEach(async () => {
      await resetDatabase(db);
      smtp.received.length = 0;
      api = testApi(db, { smtpUrl: smtp.url });
    });

    const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
    /** The API as it is once this hour's unsubscribe digest is due. */
    const afterDigest = () =>
      testApi(db, {
        smtpUrl: smtp.url,
        clock: { now: () => new Date(Date.now() + digestPeriodMs + digestGraceMs) },
      });

    /** What the confirm page's button sends. */
    const confirmByButton = (token: string) =>
      api.app.request('/api/newsletter/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      });

    function expectIdentity(text: string) {
      for (const fact of [senderIdentity.name, senderIdentity.city, senderIdentity.phone, senderIdentity.email])
        expect(text).toContain(fact);
    }

    it('stores a home-form lead with its source, notifies the agency and thanks the prospect', async () => {
      const body = validBodies['/api/contact-submissions']();
      const response = await post(api.app, '/api/contact-submissions', body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await storedLead(db, id)).toMatchObject({
        kind: 'contact_submission',
        name: body.name,
        email: body.email,
        phone: body.phone,
        business_name: body.business_name,
        // Typed without a scheme, stored as a link that opens.
        website_url: `https://${body.website_url}`,
        service_needed: body.service_needed,
        message: body.message,
        source: 'homepage_client_machine',
      });
      expect(await count(db, 'mail_outbox')).toBe(2);

      await api.drain();
      const [notification] = mailTo(notifyTo);
      expect(notification?.headers.get('reply-to')).toContain(body.email);
      expect(notification?.headers.get('subject')).toContain(body.name);
      for (const value of Object.values(body)) expect(notification?.text).toContain(value);
      expectIdentity(notification?.text ?? '');
      const [ack] = mailTo(body.email);
      expect(ack?.text).toContain("We'll send you a personal audit and quote within 24 hours.");
      expectIdentity(ack?.text ?? '');
      expectIdentity(ack?.html ?? '');
      expect(smtp.received).toHaveLength(2);
    });

    it('stores a contact-page message with the default project type', async () => {
      const { projectType: _omitted, ...body } = validBodies['/api/inquiries']();
      const response = await post(api.app, '/api/inquiries', body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await storedLead(db, id)).toMatchObject({
        kind: 'contact',
        form_type: 'contact',
        first_name: body.firstName,
        last_name: body.lastName,
        project_type: 'New Website Design',
        message: body.message,
        company: body.company,
      });
      await api.drain();
      expect(mailTo(body.email)[0]?.text).toContain('Thanks! Your message is confirmed.');
      expect(mailTo(notifyTo)[0]?.text).toContain('New Website Design');
    });

    it('stores a consultation with its goal, preferred time and the details as the message', async () => {
      const body = {
        formType: 'consultation',
        firstName: 'Mia',
        lastName: 'Rossi',
        email: 'mia@example.com',
        website: 'rossi-cafe.com.au',
        projectDetails: 'Online ordering for our cafe.\nAnd a new logo.',
        preferredTime: 'Afternoon (12PM-5PM AEST)',
      };
      const response = await post(api.app, '/api/inquiries', body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await storedLead(db, id)).toMatchObject({
        kind: 'consultation',
        form_type: 'consultation',
        goal: 'Generate more leads',
        preferred_time: 'Afternoon (12PM-5PM AEST)',
        project_details: body.projectDetails,
        message: body.projectDetails,
        website: 'https://rossi-cafe.com.au',
        phone: null,
      });
      await api.drain();
      const ack = mailTo(body.email)[0];
      expect(ack?.headers.get('subject')).toContain('Strategy Submitted!');
      expect(ack?.text).toContain('confirmation e-mail with your consultation time within 2 hours');
    });

    it('stores a demo request with industry, budget and timeline in their own columns', async () => {
      const body = validBodies['/api/demo-requests']();
      const response = await post(api.app, '/api/demo-requests', body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await storedLead(db, id)).toMatchObject({
        kind: 'demo_request',
        name: body.name,
        business_name: body.businessName,
        industry: body.industry,
        budget: body.budget,
        timeline: body.timeline,
        message: body.message,
      });
      await api.drain();
      expect(mailTo(body.email)[0]?.text).toContain("We'll contact you within 24 hours to schedule your consultation.");
    });

    it('stores an SEO audit request and promises contact within 24 hours', async () => {
      const body = validBodies['/api/audit-requests']();
      const response = await post(api.app, '/api/audit-requests', body);
      expect(response.status).toBe(201);
      expect(await countLeads(db, 'audit_request')).toBe(1);
      await api.drain();
      expect(mailTo(body.email)[0]?.text).toContain("Thank you! We'll contact you within 24 hours.");
      expect(mailTo(notifyTo)[0]?.text).toContain(body.message);
    });

    it('stores a job application with its role and link, notifies the agency and thanks the applicant', async () => {
      const body = validBodies['/api/job-applications']();
      const response = await post(api.app, '/api/job-applications', body);
      expect(response.status).toBe(201);
      expectSecurityHeaders(response);
      const { id } = (await response.json()) as { id: string };
      expect(await storedLead(db, id)).toMatchObject({
        kind: 'job_application',
        role: 'senior-web-developer',
        name: body.name,
        email: body.email,
        phone: body.phone,
        link: body.link,
        message: body.message,
      });
      // Both mails are queued with the lead, before the answer: nothing has been sent yet.
      expect(
        await db.query('SELECT template, recipient, lead_kind, ref_id, status FROM mail_outbox ORDER BY template'),
      ).toEqual([
        {
          template: 'lead_acknowledgement',
          recipient: body.email,
          lead_kind: 'job_application',
          ref_id: id,
          status: 'pending',
        },
        {
          template: 'lead_notification',
          recipient: notifyTo,
          lead_kind: 'job_application',
          ref_id: id,
          status: 'pending',
        },
      ]);

      await api.drain();
      const [notification] = mailTo(notifyTo);
      expect(notification?.headers.get('subject')).toBe(`New lead: Job application from ${body.name}`);
      expect(notification?.headers.get('reply-to')).toContain(body.email);
      expect(notification?.text).toContain('Role: Senior Web Developer');
      expect(notification?.text).toContain(`CV, portfolio or LinkedIn: ${body.link}`);
      for (const value of [body.name, body.email, body.phone, body.message])
        expect(notification?.text).toContain(value);
      expect(notification?.html).toContain('Senior Web Developer');
      const [ack] = mailTo(body.email);
      expect(ack?.headers.get('subject')).toBe('Thanks for applying for Senior Web Developer at Tallowood Digital');
      expect(ack?.text).toContain('We reply to every application within 5 business days');
      expect(ack?.text).toContain('Form: Job application');
      expectIdentity(ack?.text ?? '');
      expectIdentity(ack?.html ?? '');
      expect(smtp.received).toHaveLength(2);
    });

    it('stores an application without a phone, for each open role, and names that role in both mails', async () => {
      const roles = [
        ['digital-marketing-specialist', 'Digital Marketing Specialist'],
        ['ui-ux-designer', 'UI/UX Designer'],
      ] as const;
      for (const [role, title] of roles) {
        const { phone: _omitted, ...body } = { ...validBodies['/api/job-applications'](), role };
        const response = await post(api.app, '/api/job-applications', body);
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: string };
        expect(await db.query("SELECT details->>'role' AS role, phone FROM leads WHERE id = $1", [id])).toEqual([
          { role, phone: null },
        ]);
        await api.drain();
        expect(mailTo(body.email)[0]?.headers.get('subject')).toBe(
          `Thanks for applying for ${title} at Tallowood Digital`,
        );
        const notification = mailTo(notifyTo).find((mail) => mail.text.includes(body.email));
        expect(notification?.text).toContain(`Role: ${title}`);
        expect(notification?.text).not.toContain('Phone:');
      }
    });

    it('refuses an application with a bad link, a closed role or no cover note, and stores nothing', async () => {
      const refusals: [Record<string, unknown>, string, string][] = [
        [
          { link: 'linkedin.com/in/jordan-lee' },
          'link',
          'Enter a link to your CV, portfolio or LinkedIn profile, starting with https://',
        ],
        [
          { link: 'javascript:alert(1)' },
          'link',
          'Enter a link to your CV, portfolio or LinkedIn profile, starting with https://',
        ],
        [{ role: 'office-manager' }, 'role', 'Please choose the role you are applying for'],
        [{ message: '   ' }, 'message', 'Please write a short cover note'],
        [{ message: 'm'.repeat(5001) }, 'message', 'Cover note must be at most 5000 characters.'],
      ];
      for (const [change, path, message] of refusals) {
        const response = await post(api.app, '/api/job-applications', {
          ...validBodies['/api/job-applications'](),
          ...change,
        });
        expect(response.status, path).toBe(400);
        expect(await response.json()).toEqual({ error: 'validation', issues: [{ path, message }] });
      }
      expect(await storedRows(db)).toBe(0);
      await api.drain();
      expect(smtp.received).toHaveLength(0);
    });

    it('keeps one application for a replayed Idempotency-Key, and refuses the key with other values', async () => {
      const body = validBodies['/api/job-applications']();
      const headers = { 'Idempotency-Key': 'application-1' };
      const first = await post(api.app, '/api/job-applications', body, headers);
      const again = await post(api.app, '/api/job-applications', body, headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
      expect(await countLeads(db, 'job_application')).toBe(1);
      expect(await count(db, 'mail_outbox')).toBe(2);
      const other = await post(api.app, '/api/job-applications', { ...body, role: 'ui-ux-designer' }, headers);
      expect(other.status).toBe(422);
      expect(await other.json()).toMatchObject({ error: 'idempotency_key_reused' });
      expect(await countLeads(db, 'job_application')).toBe(1);
    });

    it('stores neither the application nor its mails when queueing a mail fails', async () => {
      // Refuse the mails of this kind only, inside the same transaction as the lead.
      await db.exec(
        "ALTER TABLE mail_outbox ADD CONSTRAINT no_application_mail CHECK (lead_kind IS DISTINCT FROM 'job_application')",
      );
      try {
        const response = await post(api.app, '/api/job-applications', validBodies['/api/job-applications']());
        expect(response.status).toBe(500);
      } finally {
        await db.exec('ALTER TABLE mail_outbox DROP CONSTRAINT no_application_mail');
      }
      expect(await storedRows(db)).toBe(0);
      expect((await post(api.app, '/api/job-applications', validBodies['/api/job-applications']())).status).toBe(201);
      expect(await countLeads(db, 'job_application')).toBe(1);
    });

    it('limits job applications per client like every lead form', async () => {
      const limited = testApi(db, { smtpUrl: smtp.url, config: { rateLimitPerMinute: 2 } });
      for (let n = 0; n < 2; n++)
        expect((await post(limited.app, '/api/job-applications', validBodies['/api/job-applications']())).status).toBe(
          201,
        );
      const refused = await post(limited.app, '/api/job-applications', validBodies['/api/job-applications']());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await countLeads(db, 'job_application')).toBe(2);
    });

    it("takes an address such as sean.o'brien@example.com.au and mails the prospect there", async () => {
      const address = "sean.o'brien@example.com.au";
      const body = { ...validBodies['/api/audit-requests'](), email: address };
      const response = await post(api.app, '/api/audit-requests', body);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await db.query('SELECT email FROM leads WHERE id = $1', [id])).toEqual([{ email: address }]);
      await api.drain();
      const acknowledgements = mailTo(address);
      expect(acknowledgements).toHaveLength(1);
      expect(acknowledgements[0]?.text).toContain("Thank you! We'll contact you within 24 hours.");
      expect(mailTo(notifyTo)[0]?.headers.get('reply-to')).toContain(address);
    });

    it('escapes values in HTML mail and keeps line breaks out of headers', async () => {
      const body = {
        ...validBodies['/api/contact-submissions'](),
        name: 'Bob <b>Bold</b> & "Co"',
        message: '<script>alert("x")</script>\nBcc: victim@example.com',
      };
      expect((await post(api.app, '/api/contact-submissions', body)).status).toBe(201);
      await api.drain();
      const notification = mailTo(notifyTo)[0];
      expect(notification?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(notification?.html).not.toContain('<script>');
      expect(notification?.html).toContain('Bob &lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Co&quot;');
      expect(notification?.headers.has('bcc')).toBe(false);
      expect(smtp.received.every((mail) => !mail.envelopeTo.includes('victim@example.com'))).toBe(true);
    });

    it('signs up for the newsletter with double opt-in and honours one-click unsubscribe', async () => {
      const subscribe = await post(api.app, '/api/newsletter', { email: 'Reader@Example.com' });
      expect(subscribe.status).toBe(202);
      await api.drain();
      const confirmation = mailTo('reader@example.com')[0];
      const link = /https:\/\/site\.test(\/api\/newsletter\/confirm\?token=[A-Za-z0-9_%-]+)/.exec(
        confirmation?.text ?? '',
      )?.[1];
      expect(link).toBeDefined();
      const [status] = await db.query<{ status: string }>('SELECT status FROM newsletter_subscribers');
      expect(status?.status).toBe('pending');

      // Opening the link (as a mail scanner would, with GET or HEAD) shows a page and confirms nothing.
      const token = new URL(link as string, 'https://site.test').searchParams.get('token') ?? '';
      const head = await api.app.request(link as string, { method: 'HEAD' });
      expect(head.status).toBe(200);
      const page = await api.app.request(link as string);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('<h1>Confirm your subscription</h1>');
      expect(html).toMatch(/<form method="post" action="\/api\/newsletter\/confirm">/);
      expect(html).toContain('<button type="submit">Confirm my subscription</button>');
      expect(page.headers.get('content-security-policy')).toMatch(/style-src 'sha256-[^']+'/);
      expect(await db.query('SELECT status FROM newsletter_subscribers')).toEqual([{ status: 'pending' }]);
      await api.drain();
      expect(mailTo('reader@example.com')).toHaveLength(1);

      const confirm = await confirmByButton(token);
      expect(confirm.status).toBe(303);
      expect(confirm.headers.get('location')).toBe('/newsletter/confirmed');
      expect(await db.query('SELECT status FROM newsletter_subscribers')).toEqual([{ status: 'confirmed' }]);
      await api.drain();
      const welcome = smtp.received.at(-1);
      expect(welcome?.headers.get('subject')).toContain("You're subscribed");
      expect(welcome?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const oneClick = /<https:\/\/site\.test(\/api\/unsubscribe\/one-click\?token=[^>]+)>/.exec(
        welcome?.headers.get('list-unsubscribe') ?? '',
      )?.[1];
      expect(oneClick).toBeDefined();

      // A second confirmation changes nothing and sends nothing; the link now leads to the confirmed page.
      expect((await confirmByButton(token)).status).toBe(303);
      const again = await api.app.request(link as string);
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe('/newsletter/confirmed');
      await api.drain();
      const mailsSoFar = smtp.received.length;

      const unsubscribe = await api.app.request(oneClick as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribe.status).toBe(200);
      expect(await db.query('SELECT email FROM suppressions')).toEqual([{ email: 'reader@example.com' }]);
      await afterDigest().drain();
      expect(smtp.received).toHaveLength(mailsSoFar + 1);
      expect(mailTo(notifyTo).at(-1)?.text).toContain('r***@example.com (one-click link in an e-mail');
    });

    it('never sends marketing mail to a suppressed address', async () => {
      await post(api.app, '/api/newsletter', { email: 'late@example.com' });
      await api.drain();
      const token = /\/api\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(smtp.received[0]?.text ?? '')?.[1];
      expect((await confirmByButton(token ?? '')).status).toBe(303);
      // The welcome mail is queued; the reader unsubscribes before the worker gets to it.
      expect((await post(api.app, '/api/unsubscribe', { email: 'late@example.com' })).status).toBe(200);
      smtp.received.length = 0;
      await api.drain();
      expect(mailTo('late@example.com')).toHaveLength(0);
      const statuses = await db.query<{ template: string; status: string }>(
        "SELECT template, status FROM mail_outbox WHERE template = 'newsletter_welcome'",
      );
      expect(statuses).toEqual([{ template: 'newsletter_welcome', status: 'suppressed' }]);
    });

    it('refuses a bad or wrong one-click request', async () => {
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const unknown = await api.app.request('/api/unsubscribe/one-click?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
        method: 'POST',
        headers: form,
        body: 'List-Unsubscribe=One-Click',
      });
      expect(unknown.status).toBe(400);
      const json = await api.app.request('/api/unsubscribe/one-click?token=x', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(json.status).toBe(415);
      expect(await storedRows(db)).toBe(0);
    });

    it('sends an invalid confirmation link to the confirmation page with an invalid status', async () => {
      const response = await api.app.request('/api/newsletter/confirm?token=not-a-real-token-value-123');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/newsletter/confirmed?status=invalid');
    });

    it('unsubscribes, also when already unsubscribed, and tells the agency once', async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await post(api.app, '/api/unsubscribe', { email: 'gone@example.com' });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ unsubscribed: true });
      }
      expect(await count(db, 'suppressions')).toBe(1);
      await api.drain();
      // The agency hears of unsubscribes in one digest when the hour is over.
      expect(mailTo(notifyTo)).toHaveLength(0);
      await afterDigest().drain();
      expect(mailTo(notifyTo)).toHaveLength(1);
      expect(mailTo(notifyTo)[0]?.text).toContain('g***@example.com (unsubscribe form');
      expect(mailTo(notifyTo)[0]?.headers.get('subject')).toBe('Unsubscribe requests: 1 unsubscribe');
      expect(mailTo('gone@example.com')).toHaveLength(0);
    });

    it('words unsubscribe errors as the spec does', async () => {
      const empty = await post(api.app, '/api/unsubscribe', { email: '' });
      expect(empty.status).toBe(400);
      expectSecurityHeaders(empty);
      expect(await empty.json()).toEqual({
        error: 'validation',
        issues: [{ path: 'email', message: 'Please enter your email address' }],
      });
      const invalid = await post(api.app, '/api/unsubscribe', { email: 'not-an-address' });
      expect(await invalid.json()).toEqual({
        error: 'validation',
        issues: [{ path: 'email', message: 'Please enter a valid email address' }],
      });
    });

    it('answers health and ready with the outbox figures', async () => {
      const health = await api.app.request('/api/health');
      expect(health.status).toBe(200);
      await post(api.app, '/api/audit-requests', validBodies['/api/audit-requests']());
      const ready = await api.app.request('/api/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', outbox: { backlog: 2, failed: 0 } });
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');
      expect(ready.headers.get('cache-control')).toBe('no-store');
    });

    it('treats the same Idempotency-Key as one submission, even concurrently', async () => {
      const body = validBodies['/api/contact-submissions']();
      const headers = { 'Idempotency-Key': 'submission-1' };
      const first = await post(api.app, '/api/contact-submissions', body, headers);
      const again = await post(api.app, '/api/contact-submissions', body, headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(await first.json());
      expect(await countLeads(db, 'contact_submission')).toBe(1);

      const other = await post(api.app, '/api/contact-submissions', { ...body, name: 'Someone Else' }, headers);
      expect(other.status).toBe(422);
      expect(await other.json()).toMatchObject({ error: 'idempotency_key_reused' });

      const concurrentBody = validBodies['/api/demo-requests']();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          post(api.app, '/api/demo-requests', concurrentBody, { 'Idempotency-Key': 'double-click' }),
        ),
      );
      const ids = new Set(
        await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
      expect(ids.size).toBe(1);
      expect(await countLeads(db, 'demo_request')).toBe(1);
      expect(await count(db, 'mail_outbox')).toBe(4);
    });

    it('forgets an Idempotency-Key after 24 hours: the same request then makes a new lead', async () => {
      let now = new Date('2026-03-02T09:00:00.000Z');
      const clocked = testApi(db, { smtpUrl: smtp.url, clock: { now: () => now } });
      const body = validBodies['/api/contact-submissions']();
      const send = () => post(clocked.app, '/api/contact-submissions', body, { 'Idempotency-Key': 'monday-form' });
      const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;
      const first = await send();
      expect(first.status).toBe(201);
      const firstId = await idOf(first);

      now = new Date(Date.parse('2026-03-03T09:00:00.000Z') - 1_000);
      const withinDay = await send();
      expect(withinDay.status).toBe(201);
      expect(withinDay.headers.get('idempotent-replayed')).toBe('true');
      expect(await idOf(withinDay)).toBe(firstId);
      expect(await countLeads(db, 'contact_submission')).toBe(1);

      now = new Date(Date.parse('2026-03-03T09:00:00.000Z') + 1_000);
      const nextDay = await send();
      expect(nextDay.status).toBe(201);
      expect(nextDay.headers.get('idempotent-replayed')).toBeNull();
      const secondId = await idOf(nextDay);
      expect(secondId).not.toBe(firstId);
      expect(await countLeads(db, 'contact_submission')).toBe(2);
      expect(await count(db, 'mail_outbox')).toBe(4);
      // From now on the key stands for the new lead.
      expect(await idOf(await send())).toBe(secondId);
      expect(await countLeads(db, 'contact_submission')).toBe(2);
    });

    it('answers a filled honeypot like a success and keeps nothing', async () => {
      for (const path of leadPaths) {
        const response = await post(api.app, path, { ...validBodies[path](), company_website: 'https://spam.test' });
        expect(response.status).toBe(201);
        expect(await response.json()).toHaveProperty('id');
      }
      expect((await post(api.app, '/api/newsletter', { email: 'bot@example.com', company_website: 'x' })).status).toBe(
        202,
      );
      expect(await storedRows(db)).toBe(0);
      await api.drain();
      expect(smtp.received).toHaveLength(0);
    });

    it('limits each client per endpoint family and says when to retry', async () => {
      const limited = testApi(db, { smtpUrl: smtp.url, config: { rateLimitPerMinute: 3 } });
      for (let n = 0; n < 3; n++)
        expect((await post(limited.app, '/api/audit-requests', validBodies['/api/audit-requests']())).status).toBe(201);
      const refused = await post(limited.app, '/api/audit-requests', validBodies['/api/audit-requests']());
      expect(refused.status).toBe(429);
      expectSecurityHeaders(refused);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
      expect(await countLeads(db, 'audit_request')).toBe(3);
      // Another family has its own allowance.
      expect((await post(limited.app, '/api/demo-requests', validBodies['/api/demo-requests']())).status).toBe(201);
      // Without TRUST_PROXY a forged X-Forwarded-For changes nothing.
      const forged = await post(limited.app, '/api/audit-requests', validBodies['/api/audit-requests'](), {
        'X-Forwarded-For': '203.0.113.9',
      });
      expect(forged.status).toBe(429);
    });

    it('counts clients by X-Forwarded-For only behind a trusted proxy', async () => {
      const proxied = testApi(db, { smtpUrl: smtp.url, config: { rateLimitPerMinute: 1, trustProxy: 1 } });
      const from = (address: string) =>
        post(proxied.app, '/api/newsletter', { email: 'reader@example.com' }, { 'X-Forwarded-For': address });
      expect((await from('198.51.100.1, 203.0.113.1')).status).toBe(202);
      expect((await from('198.51.100.1, 203.0.113.1')).status).toBe(429);
      expect((await from('198.51.100.1, 203.0.113.2')).status).toBe(202);
    });

    it('exports every lead, newest first, as JSON and as CSV that reads back the same', async () => {
      // Messages a spreadsheet would run as formulas, and one that starts with the guard's own quote.
      const messages: Record<LeadPath, string> = {
        '/api/contact-submissions': 'Line one, "quoted"\nline two =SUM(A1)',
        '/api/inquiries': '- faster pages\n- more calls',
        '/api/demo-requests': '=HYPERLINK("https://evil.test","Click me")',
        '/api/audit-requests': "'Best plumber in Melbourne', our customers say",
        '/api/job-applications': '@Tallowood team: my portfolio is at the link',
      };
      const created: string[] = [];
      for (const path of leadPaths) {
        const response = await post(api.app, path, { ...validBodies[path](), message: messages[path] });
        expect(response.status).toBe(201);
        created.push(((await response.json()) as { id: string }).id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const auth = { Authorization: `Bearer ${adminToken}` };
      const json = await api.app.request('/api/admin/leads', { headers: auth });
      expect(json.status).toBe(200);
      const { leads, count: total } = (await json.json()) as { leads: Record<string, string | null>[]; count: number };
      expect(total).toBe(5);
      expect(leads.map((lead) => lead.id)).toEqual([...created].reverse());
      expect(leads.map((lead) => lead.message)).toEqual(leadPaths.map((path) => messages[path]).reverse());
      expect(leads[0]).toMatchObject({ kind: 'job_application', role: 'senior-web-developer' });
      expect(leads[0]?.link).toBe('https://www.linkedin.com/in/jordan-lee-dev');
      expect(leads.slice(1).every((lead) => lead.role === null && lead.link === null)).toBe(true);

      // The contract's own query string: blank filters mean "no filter".
      const csv = await api.app.request('/api/admin/leads?kind=&since=&format=csv', { headers: auth });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const [header, ...records] = parseCsv(await csv.text());
      expect(header).toContain('message');
      const column = (name: string) => (header ?? []).indexOf(name);
      // What a spreadsheet sees: no cell it would run as a formula.
      for (const record of records)
        for (const cell of record)
          expect(/^[=+\-@\t\r]/.test(cell) && !/^[+-]?[\d\s().-]*$/.test(cell), cell).toBe(false);
      expect(records.map((record) => record[column('message')])).toEqual(
        [
          'Line one, "quoted"\nline two =SUM(A1)',
          "'- faster pages\n- more calls",
          '\'=HYPERLINK("https://evil.test","Click me")',
          "''Best plumber in Melbourne', our customers say",
          "'@Tallowood team: my portfolio is at the link",
        ].reverse(),
      );
      // What a program reads, by the README's rule (one leading ' comes off): the stored leads exactly.
      const value = (cell: string) => (cell === '' ? null : cell.startsWith("'") ? cell.slice(1) : cell);
      const fromCsv = records.map((record) =>
        Object.fromEntries((header ?? []).map((name, index) => [name, value(record[index] ?? '')])),
      );
      const expected = leads.map((lead) =>
        Object.fromEntries(Object.entries(lead).map(([key, cell]) => [key, cell === '' ? null : cell])),
      );
      expect(fromCsv).toEqual(expected);

      const blankJson = await api.app.request('/api/admin/leads?kind=&since=&format=', { headers: auth });
      expect(blankJson.status).toBe(200);
      expect(((await blankJson.json()) as { count: number }).count).toBe(5);
      const unknownBlank = await api.app.request('/api/admin/leads?kind=&sort=', { headers: auth });
      expect(unknownBlank.status).toBe(400);
      expect(await unknownBlank.json()).toEqual({
        error: 'validation',
        issues: [{ path: 'sort', message: 'Unknown parameter "sort".' }],
      });

      const onlyDemo = await api.app.request('/api/admin/leads?kind=demo_request', { headers: auth });
      expect(((await onlyDemo.json()) as { leads: { kind: string }[] }).leads.map((lead) => lead.kind)).toEqual([
        'demo_request',
      ]);
      const future = await api.app.request('/api/admin/leads?since=2999-01-01', { headers: auth });
      expect(((await future.json()) as { count: number }).count).toBe(0);
      expect((await api.app.request('/api/admin/leads?kind=nope', { headers: auth })).status).toBe(400);
    });

    it('keeps the export behind the admin token', async () => {
      const anonymous = await api.app.request('/api/admin/leads');
      expect(anonymous.status).toBe(401);
      expectSecurityHeaders(anonymous);
      const wrong = await api.app.request('/api/admin/leads', { headers: { Authorization: 'Bearer wrong' } });
      expect(wrong.status).toBe(401);
      const off = testApi(db, { smtpUrl: smtp.url, config: { adminToken: undefined } });
      const missing = await off.app.request('/api/admin/leads', { headers: { Authorization: `Bearer ${adminToken}` } });
      expect(missing.status).toBe(404);
    });

    it('refuses oversized and non-JSON bodies and stores nothing', async () => {
      const big = { ...validBodies['/api/contact-submissions'](), message: 'x'.repeat(40 * 1024) };
      const tooLarge = await post(api.app, '/api/contact-submissions', big);
      expect(tooLarge.status).toBe(413);
      expectSecurityHeaders(tooLarge);
      expect(await tooLarge.json()).toMatchObject({ error: 'too_large' });
      const form = await api.app.request('/api/contact-submissions', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=x',
      });
      expect(form.status).toBe(415);
      expectSecurityHeaders(form);
      expect(await form.json()).toMatchObject({ error: 'unsupported_media_type' });
      expect(await storedRows(db)).toBe(0);
    });

    it('acknowledges every form without repeating a word the visitor typed', async () => {
      const consultation = {
        formType: 'consultation',
        firstName: 'Visit cheap-pills.example',
        lastName: 'Now',
        email: 'stranger@example.com',
        company: 'Totally Legit Pty Ltd',
        website: 'spam-landing.example',
        projectDetails: 'Claim your prize at spam-landing.example today',
        preferredTime: 'Afternoon (12PM-5PM AEST)',
      };
      const bodies: [string, Record<string, string>][] = [
        ...leadPaths.map((path): [string, Record<string, string>] => [path, validBodies[path]()]),
        ['/api/inquiries', consultation],
      ];
      for (const [path, body] of bodies) expect((await post(api.app, path, body)).status).toBe(201);
      await api.drain();
      for (const [path, body] of bodies) {
        const [ack] = mailTo(body.email as string);
        expect(ack, path).toBeDefined();
        const shown = [ack?.text, ack?.html, ack?.headers.get('to'), ack?.headers.get('subject')].join('\n');
        for (const [field, value] of Object.entries(body)) {
          if (field === 'email' || field === 'formType') continue;
          expect(shown, `${path} ${field}`).not.toContain(value);
        }
        for (const word of ['cheap-pills', 'spam-landing', 'prize', 'Legit']) expect(shown).not.toContain(word);
        expect(ack?.headers.get('to')).toBe(body.email);
        expect(ack?.text).toMatch(/Received: \w+day, \d{1,2} \w+ 20\d\d at \d{1,2}:\d\d (am|pm) \(Melbourne time\)/);
      }
      // The agency still gets everything.
      expect(mailTo(notifyTo).some((mail) => mail.text.includes(consultation.projectDetails))).toBe(true);
    });

    it('sends one newsletter confirmation per address per 24 hours, and the first link keeps working', async () => {
      let now = new Date('2026-03-02T09:00:00.000Z');
      const clocked = testApi(db, { smtpUrl: smtp.url, clock: { now: () => now } });
      for (let attempt = 0; attempt < 4; attempt++)
        expect((await post(clocked.app, '/api/newsletter', { email: 'Target@Example.com' })).status).toBe(202);
      now = new Date('2026-03-03T08:59:00.000Z');
      expect((await post(clocked.app, '/api/newsletter', { email: 'target@example.com' })).status).toBe(202);
      await clocked.drain();
      expect(mailTo('target@example.com')).toHaveLength(1);
      const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(mailTo('target@example.com')[0]?.text ?? '')?.[1] ?? '';
      expect((await clocked.app.request(`/api/newsletter/confirm?token=${token}`)).status).toBe(200);

      now = new Date('2026-03-03T09:00:01.000Z');
      expect((await post(clocked.app, '/api/newsletter', { email: 'target@example.com' })).status).toBe(202);
      await clocked.drain();
      expect(mailTo('target@example.com')).toHaveLength(2);
    });

    it('changes nothing when the confirmation link is only opened (GET or HEAD)', async () => {
      await post(api.app, '/api/newsletter', { email: 'scanned@example.com' });
      await api.drain();
      const link = /\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(
        mailTo('scanned@example.com')[0]?.text ?? '',
      )?.[0];
      for (let n = 0; n < 3; n++) {
        expect((await api.app.request(link as string, { method: 'HEAD' })).status).toBe(200);
        expect((await api.app.request(link as string)).status).toBe(200);
      }
      expect(await db.query('SELECT status, confirmed_at FROM newsletter_subscribers')).toEqual([
        { status: 'pending', confirmed_at: null },
      ]);
      await api.drain();
      expect(smtp.received).toHaveLength(1);
      const forged = await api.app.request('/api/newsletter/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'token=not-the-real-token-but-long-enough',
      });
      expect(forged.status).toBe(303);
      expect(forged.headers.get('location')).toBe('/newsletter/confirmed?status=invalid');
    });

    it("tells the agency of an address's unsubscribe once a day, however often it comes", async () => {
      await post(api.app, '/api/newsletter', { email: 'flip@example.com' });
      await api.drain();
      const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(mailTo('flip@example.com')[0]?.text ?? '')?.[1] ?? '';
      const confirm = () =>
        api.app.request('/api/newsletter/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
      expect((await confirm()).status).toBe(303);
      expect((await post(api.app, '/api/unsubscribe', { email: 'flip@example.com' })).status).toBe(200);
      // Subscribed again (a confirmation lifts the suppression) and unsubscribed again.
      await db.query("UPDATE newsletter_subscribers SET status = 'pending', confirm_token_hash = $1", [
        sha256Token(token),
      ]);
      expect((await confirm()).status).toBe(303);
      expect((await post(api.app, '/api/unsubscribe', { email: 'flip@example.com' })).status).toBe(200);
      await afterDigest().drain();
      const digests = mailTo(notifyTo);
      expect(digests).toHaveLength(1);
      expect(digests[0]?.text.match(/f\*\*\*@example\.com/g)).toHaveLength(1);
    });

    it('refuses an export since no calendar knows, with 400', async () => {
      const auth = { Authorization: `Bearer ${adminToken}` };
      for (const since of ['99999', '0000-01-01', '-1', '+275760-09-13', '2026-02-31', '1969-12-31', 'yesterday']) {
        const response = await api.app.request(`/api/admin/leads?since=${encodeURIComponent(since)}`, {
          headers: auth,
        });
        expect(response.status, since).toBe(400);
        expect(await response.json()).toEqual({
          error: 'validation',
          issues: [
            { path: 'since', message: 'since must be a date from 1970 to 9999, like 2026-01-31, or an ISO time.' },
          ],
        });
      }
      expect((await api.app.request('/api/admin/leads?since=9999-12-31', { headers: auth })).status).toBe(200);
    });

    it('streams an export of many leads page by page, each once, newest first', async () => {
      const total = exportPageSize * 2 + 37;
      // Many leads share a created_at, so paging must order by id within one instant.
      await db.query(
        `INSERT INTO leads (id, kind, created_at, name, email, phone, details)
         SELECT gen_random_uuid(), 'contact_submission',
           timestamptz '2026-03-02 09:00:00+00' + ((n / 7) * interval '1 second'),
           'Lead ' || n, 'lead' || n || '@example.com', '0400 000 000',
           jsonb_build_object('business_name', 'Business ' || n, 'service_needed', 'SEO & Google Ranking',
             'source', 'homepage_client_machine')
         FROM generate_series(1, $1::int) AS n`,
        [total],
      );
      const auth = { Authorization: `Bearer ${adminToken}` };
      const json = (await (await api.app.request('/api/admin/leads', { headers: auth })).json()) as {
        count: number;
        leads: { id: string; created_at: string }[];
      };
      expect(json.count).toBe(total);
      expect(new Set(json.leads.map((lead) => lead.id)).size).toBe(total);
      const order = json.leads.map((lead) => `${lead.created_at}|${lead.id}`);
      expect(order).toEqual([...order].sort().reverse());
      const csv = parseCsv(await (await api.app.request('/api/admin/leads?format=csv', { headers: auth })).text());
      expect(csv).toHaveLength(total + 1);
      expect(csv.slice(1).map((record) => record[1])).toEqual(json.leads.map((lead) => lead.id));
    });

    it('refuses text with a lone surrogate and stores nothing', async () => {
      const body = JSON.stringify(validBodies['/api/audit-requests']()).replace(
        '"message":"',
        '"message":"\\ud800 broken ',
      );
      const response = await post(api.app, '/api/audit-requests', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'validation',
        issues: [{ path: 'message', message: 'This field holds characters that are not valid text.' }],
      });
      expect(await storedRows(db)).toBe(0);
    });

    /** The API over this database, except that every write transaction fails with `error`. */
    const apiWhoseWritesFail = (error: Error) =>
      testApi(
        {
          ...db,
          engine: db.engine,
          query: db.query,
          exec: db.exec,
          close: db.close,
          transaction: async () => {
            throw error;
          },
        },
        { smtpUrl: smtp.url },
      );

    it('answers 503 with Retry-After while the database is unavailable', async () => {
      const down = apiWhoseWritesFail(
        new DatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      );
      const response = await post(down.app, '/api/audit-requests', validBodies['/api/audit-requests']());
      expect(response.status).toBe(503);
      expectSecurityHeaders(response);
      expect(response.headers.get('retry-after')).toBe('3');
      expect(await response.json()).toMatchObject({ error: 'unavailable' });
      expect(await storedRows(db)).toBe(0);
    });

    it('keeps the migrated schema and the table definitions in step', async () => {
      const rows = await db.query<{ table_name: string; column_name: string; udt_name: string }>(
        `SELECT table_name, column_name, udt_name FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = ANY($1::text[])`,
        [Object.keys(tables)],
      );
      const migrated = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.udt_name]));
      const postgresName: Record<string, string> = {
        uuid: 'uuid',
        timestamptz: 'timestamptz',
        text: 'text',
        boolean: 'bool',
        jsonb: 'jsonb',
      };
      for (const [table, columns] of Object.entries(tables))
        for (const [column, type] of Object.entries(columns))
          expect(migrated.get(`${table}.${column}`), `${table}.${column}`).toBe(postgresName[type]);
      // Every lead column is defined (the export reads them all); the outbox's own state columns are not inserted.
      for (const table of ['leads'] as const)
        expect(
          rows
            .filter((row) => row.table_name === table)
            .map((row) => row.column_name)
            .sort(),
          table,
        ).toEqual(Object.keys(tables[table]).sort());
    });

    it('answers an unexpected failure with a request id and no internals', async () => {
      const broken = apiWhoseWritesFail(new Error('relation "secret_table" does not exist for jane@example.com'));
      const response = await post(broken.app, '/api/audit-requests', validBodies['/api/audit-requests']());
      expect(response.status).toBe(500);
      expectSecurityHeaders(response);
      const body = (await response.json()) as Record<string, string>;
      expect(Object.keys(body).sort()).toEqual(['error', 'requestId']);
      expect(body.error).toBe('internal');
      expect(body.requestId).toBe(response.headers.get('x-request-id'));
    });

    it('answers 405 for a wrong method and 404 for an unknown API path, as JSON', async () => {
      const wrongMethod = await api.app.request('/api/inquiries');
      expect(wrongMethod.status).toBe(405);
      expect(await wrongMethod.json()).toEqual({ error: 'method_not_allowed' });
      const unknown = await api.app.request('/api/nothing-here');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'not_found' });
    });
  });
}

/** How a confirmation token is stored. */
function sha256Token(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** RFC 4180 reader for the export test. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
