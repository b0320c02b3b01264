import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../csv.ts';
import { RateLimiter } from '../http.ts';
import type { Lead } from '../leads.ts';
import { maskEmails } from '../log.ts';
import { escapeHtml, headerSafe } from './html.ts';
import { leadAcknowledgement, leadNotification, subjectNameMax } from './templates.ts';

describe('mail helpers', () => {
  it('escapes HTML and keeps CR, LF and NUL out of headers', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(headerSafe('Hi\r\nBcc: x@y.z\u0000')).toBe('Hi  Bcc: x@y.z ');
  });

  it('masks e-mail addresses for logs', () => {
    expect(maskEmails('send to jane.citizen@example.com failed')).toBe('send to j***@example.com failed');
    expect(maskEmails("550 <sean.o'brien@example.com.au>: unknown user")).toBe(
      '550 <s***@example.com.au>: unknown user',
    );
    expect(maskEmails('to a{b}=c+d@example.org and josé@münchen.de')).toBe('to a***@example.org and j***@münchen.de');
  });
});

describe('CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+61 3 9111 4820')).toBe('+61 3 9111 4820');
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('- call me')).toBe("'- call me");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+1 call')).toBe("'+1 call");
    // A value that starts with the guard's quote gets one more, so one leading ' always comes off.
    expect(csvCell("'=1+1")).toBe("''=1+1");
    expect(csvCell("'tis")).toBe("''tis");
    expect(csvCell("it's")).toBe("it's");
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x\ny' }])).toBe('a,b\r\n1,"x\ny"\r\n');
  });
});

describe('rate limiter', () => {
  it('allows the per-minute allowance, then asks to wait, then refills', () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(30);
    expect(limiter.take('b')).toBe(0);
    now += 30_000;
    expect(limiter.take('a')).toBe(0);
    expect(new RateLimiter(0, () => now).take('a')).toBe(0);
  });
});

const storedLead = (name: string, createdAt = '2026-11-25T00:00:00.000Z'): Lead => ({
  kind: 'contact',
  id: '00000000-0000-4000-8000-000000000001',
  created_at: createdAt,
  name,
  first_name: null,
  last_name: null,
  email: 'x@example.com',
  phone: null,
  company: null,
  website: null,
  service: null,
  project_type: null,
  goal: null,
  preferred_time: null,
  industry: null,
  budget: null,
  timeline: null,
  message: 'Hello',
  source: null,
  role: null,
  link: null,
});

describe('notification subject', () => {
  const subject = (name: string) => leadNotification(storedLead(name), { siteUrl: 'https://site.test' }).subject;

  it('leaves out controls, bidi overrides, zero-width characters and angle brackets from the name', () => {
    expect(subject('Ann <script>alert(1)</script>')).toBe(
      'New lead: Contact form message from Ann scriptalert(1)/script',
    );
    expect(subject('Eve\u202Egnp.exe\u2066x\u2069')).toBe('New lead: Contact form message from Evegnp.exex');
    expect(subject('Z\u200Bo\u200De\uFEFF\u200F')).toBe('New lead: Contact form message from Zoe');
    expect(subject('Tab\there\u0007\u0085bell')).toBe('New lead: Contact form message from Tab here bell');
    expect(subject('<\u202E>')).toBe('New lead: Contact form message from an unnamed visitor');
  });

  it('caps the name at 60 characters', () => {
    const long = subject(`Jane ${'Q'.repeat(300)}`);
    const name = long.slice('New lead: Contact form message from '.length);
    expect([...name]).toHaveLength(subjectNameMax);
    expect(name.endsWith('…')).toBe(true);
    expect(subject('Jane Citizen')).toBe('New lead: Contact form message from Jane Citizen');
  });
});

describe('time a lead arrived', () => {
  const context = { siteUrl: 'https://site.test' };
  // Both instants fall on the day before in UTC: summer is UTC+11 (AEDT), winter UTC+10 (AEST).
  const instants = [
    { at: '2026-01-15T20:30:00.000Z', melbourne: 'Friday, 16 January 2026 at 7:30 am (Melbourne time)' },
    { at: '2026-07-15T15:05:00.000Z', melbourne: 'Thursday, 16 July 2026 at 1:05 am (Melbourne time)' },
  ];

  it.each(instants)(
    'shows $at as Melbourne wall time in the notification and the acknowledgement',
    ({ at, melbourne }) => {
      const stored = storedLead('Jane Citizen', at);
      for (const mail of [leadNotification(stored, context), leadAcknowledgement(stored, context)]) {
        expect(mail.text).toContain(melbourne);
        expect(mail.html).toContain(melbourne);
        expect(mail.text).not.toContain(at);
        expect(mail.text).not.toContain(at.slice(0, 10));
      }
    },
  );
});
