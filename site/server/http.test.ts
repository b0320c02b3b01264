/** Request helpers on their own: who a client is, and which dates the export takes. */
import { describe, expect, it } from 'vitest';
import { parseSince } from './api/admin.ts';
import { forwardedEntry, rateLimitKey } from './http.ts';
import { normalisePath } from './pages.ts';

describe('rate limit keys', () => {
  it('counts an IPv6 client by its /64, however it writes the address', () => {
    const key = rateLimitKey('2001:db8:85a3:12:0:0:0:1');
    expect(key).toBe('2001:db8:85a3:12::/64');
    for (const other of ['2001:db8:85a3:12::abcd', '2001:0db8:85a3:0012:ffff:ffff:ffff:ffff', '[2001:db8:85a3:12::9]'])
      expect(rateLimitKey(other)).toBe(key);
    expect(rateLimitKey('2001:db8:85a3:13::1')).not.toBe(key);
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps IPv4 addresses whole, also when written as IPv4-mapped IPv6', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('203.0.113.10')).not.toBe(rateLimitKey('203.0.113.9'));
  });
});

describe('forwarded headers', () => {
  it('takes the entry the outermost trusted proxy wrote, ignoring what the client put before it', () => {
    const header = '198.51.100.7, 203.0.113.1, 10.0.0.2';
    expect(forwardedEntry(header, 0)).toBeUndefined();
    expect(forwardedEntry(header, 1)).toBe('10.0.0.2');
    expect(forwardedEntry(header, 2)).toBe('203.0.113.1');
    expect(forwardedEntry(header, 3)).toBe('198.51.100.7');
    // Fewer entries than proxies: the first one there is.
    expect(forwardedEntry('203.0.113.1', 2)).toBe('203.0.113.1');
    expect(forwardedEntry(undefined, 1)).toBeUndefined();
    expect(forwardedEntry('https', 1)).toBe('https');
  });
});

describe('the export since parameter', () => {
  it('takes real dates and ISO times from 1970 to 9999', () => {
    expect(parseSince('2026-01-31')?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(parseSince('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseSince('2026-03-02T09:30')?.toISOString()).toBe('2026-03-02T09:30:00.000Z');
    expect(parseSince('2026-03-02T09:30:15.250+11:00')?.toISOString()).toBe('2026-03-01T22:30:15.250Z');
    expect(parseSince('9999-12-31T23:59:59Z')?.getUTCFullYear()).toBe(9999);
  });

  it('refuses anything else', () => {
    for (const value of [
      '99999',
      '-1',
      '0',
      '0000-01-01',
      '1969-12-31',
      '+275760-09-13',
      '2026-02-29',
      '2026-02-31',
      '2026-13-01',
      '2026-01-31T25:00:00Z',
      '2026-01-31T10:61',
      'yesterday',
      '2026-01-31 10:00',
      '1e10',
    ])
      expect(parseSince(value), value).toBeUndefined();
  });
});

describe('path normalising', () => {
  it('collapses slashes and drops a trailing one, so a redirect never leaves the site', () => {
    expect(normalisePath('//evil.example/')).toBe('/evil.example');
    expect(normalisePath('///evil.example//x//')).toBe('/evil.example/x');
    expect(normalisePath('/\\evil.example')).toBe('/evil.example');
    expect(normalisePath('/pricing/')).toBe('/pricing');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('//')).toBe('/');
    expect(normalisePath('/pricing')).toBe('/pricing');
  });
});
