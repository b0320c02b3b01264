/**
 * A large export shares the process with lead intake: it yields to the event loop between pages, so a
 * lead posted while 10,000 leads stream out is answered promptly, long before the export ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { adminToken, post, testApi, validBodies } from './testing/harness.ts';
import { type SmtpPeer, startSmtpPeer } from './testing/smtp.ts';

/** The longest time the event loop went without running a 2 ms timer, from now until `stop()`. */
function stallMeter() {
  let last = performance.now();
  let max = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    max = Math.max(max, now - last);
    last = now;
  }, 2);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(max, performance.now() - last);
    },
  };
}

describe('the admin export under lead intake', () => {
  let db: Database;
  let smtp: SmtpPeer;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
    smtp = await startSmtpPeer();
    await db.exec(`
      INSERT INTO leads (id, kind, created_at, name, email, phone, message, details)
        SELECT gen_random_uuid(), 'audit_request', now() - g * interval '1 second', 'Audit ' || g,
          'audit' || g || '@example.com', '0400 000 000', 'Please audit our site, lead ' || g, '{}'::jsonb
        FROM generate_series(1, 5000) AS g;
      INSERT INTO leads (id, kind, created_at, name, email, phone, message, details)
        SELECT gen_random_uuid(), 'contact_submission', now() - g * interval '1 second' - interval '1 ms', 'Home ' || g,
          'home' || g || '@example.com', '0400 000 000', 'More calls',
          jsonb_build_object('business_name', 'Business ' || g, 'service_needed', 'SEO & Google Ranking',
            'source', 'homepage_client_machine')
        FROM generate_series(1, 5000) AS g;`);
  }, 60_000);
  afterAll(async () => {
    await smtp.close();
    await db.close();
  });

  it('answers a lead posted during a 10,000-lead export long before the export ends', async () => {
    const api = testApi(db, { smtpUrl: smtp.url });
    const stall = stallMeter();
    const response = await api.app.request('/api/admin/leads?format=csv', {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const events: string[] = [];
    let lines = 0;
    let leadMs = Number.NaN;
    let lead: Promise<void> | undefined;
    const exportStarted = performance.now();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      lines += new TextDecoder().decode(value).split('\r\n').length - 1;
      if (!lead) {
        const posted = performance.now();
        lead = post(api.app, '/api/audit-requests', validBodies['/api/audit-requests']()).then((answer) => {
          expect(answer.status).toBe(201);
          leadMs = performance.now() - posted;
          events.push('lead answered');
        });
      }
    }
    events.push('export ended');
    const exportMs = performance.now() - exportStarted;
    // One more turn of the loop, so a stall that lasted to the export's end is recorded too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const maxStall = stall.stop();
    await lead;
    expect(lines).toBeGreaterThanOrEqual(10_001);
    expect(events).toEqual(['lead answered', 'export ended']);
    // Generous for a 2-core machine, and far below the whole export's time when nothing yields.
    expect(leadMs).toBeLessThan(Math.max(750, exportMs / 4));
    expect(maxStall).toBeLessThan(750);
  });
});
