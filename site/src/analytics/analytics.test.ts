import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ctaKind, depthsReached, loadAnalyticsTag } from './analytics.ts';

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

describe('loadAnalyticsTag', () => {
  interface FakeScript {
    async?: boolean;
    src?: string;
    dataset: Record<string, string>;
  }
  let appended: FakeScript[];
  let fakeWindow: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

  // The unit project runs in Node: a window and a document with just what the loader touches.
  beforeEach(() => {
    appended = [];
    fakeWindow = {};
    vi.stubGlobal('window', fakeWindow);
    vi.stubGlobal('document', {
      querySelector: (selector: string) =>
        selector === 'script[data-analytics-tag]'
          ? (appended.find((script) => 'analyticsTag' in script.dataset) ?? null)
          : null,
      createElement: (): FakeScript => ({ dataset: {} }),
      head: { append: (script: FakeScript) => appended.push(script) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';

  it('queues js and config as gtag() calls and loads gtag.js for the id', () => {
    loadAnalyticsTag('G-TEST123');
    const queued = fakeWindow.dataLayer ?? [];
    expect(queued).toHaveLength(2);
    // gtag.js only acts on Arguments objects; an array with the same items would be ignored.
    expect(queued.every(isArguments)).toBe(true);
    const [js, config] = queued.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(js?.[0]).toBe('js');
    expect(js?.[1]).toBeInstanceOf(Date);
    expect(config).toEqual(['config', 'G-TEST123']);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST123' });

    fakeWindow.gtag?.('event', 'sign_up');
    expect(Array.from(fakeWindow.dataLayer?.[2] as ArrayLike<unknown>)).toEqual(['event', 'sign_up']);
  });

  it('keeps events already on the dataLayer and loads the tag once', () => {
    fakeWindow.dataLayer = [{ event: 'page_view', path: '/' }];
    loadAnalyticsTag('G-TEST123');
    loadAnalyticsTag('G-TEST123');
    expect(fakeWindow.dataLayer[0]).toEqual({ event: 'page_view', path: '/' });
    expect(fakeWindow.dataLayer).toHaveLength(3);
    expect(appended).toHaveLength(1);
  });

  it('does nothing without an id: no script, no gtag, no queued commands', () => {
    loadAnalyticsTag('');
    expect(appended).toEqual([]);
    expect(fakeWindow.gtag).toBeUndefined();
    expect(fakeWindow.dataLayer).toBeUndefined();
  });

  it('escapes the id in the script address', () => {
    loadAnalyticsTag('G-A&B');
    expect(appended[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-A%26B');
  });
});
