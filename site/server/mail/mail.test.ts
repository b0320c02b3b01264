import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../csv.ts';
import { RateLimiter } from '../http.ts';
import { maskEmails } from '../log.ts';
import { escapeHtml, headerSafe } from './html.ts';

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
