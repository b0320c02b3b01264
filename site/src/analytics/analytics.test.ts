import { describe, expect, it } from 'vitest';
import { ctaKind, depthsReached } from './analytics.ts';

describe('ctaKind', () => {
  it('recognises booking, WhatsApp and phone links', () => {
    expect(ctaKind('/book-consultation')).toBe('booking');
    expect(ctaKind('/book-consultation?utm_source=mobile_fomo&utm_medium=sticky_bar')).toBe('booking');
    expect(ctaKind('https://wa.me/61491570156')).toBe('whatsapp');
    expect(ctaKind('tel:+61391114820')).toBe('phone');
  });

  it('ignores every other link', () => {
    expect(ctaKind('/pricing')).toBeUndefined();
    expect(ctaKind('/book-consultation-guide')).toBeUndefined();
    expect(ctaKind('https://example.com/book-consultation')).toBeUndefined();
  });
});

describe('depthsReached', () => {
  it('counts the bottom of the viewport against the page height', () => {
    expect(depthsReached(0, 1000, 4000)).toEqual([25]);
    expect(depthsReached(1000, 1000, 4000)).toEqual([25, 50]);
    expect(depthsReached(2000, 1000, 4000)).toEqual([25, 50, 75]);
    expect(depthsReached(3000, 1000, 4000)).toEqual([25, 50, 75, 100]);
  });

  it('treats a page shorter than the viewport as fully seen', () => {
    expect(depthsReached(0, 1000, 800)).toEqual([25, 50, 75, 100]);
  });
});
