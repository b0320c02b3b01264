import { analyticsId, bookingUrl } from '../config/tracking.ts';

export type CtaKind = 'booking' | 'whatsapp' | 'phone';

export type AnalyticsEvent =
  | { event: 'form_submit'; form: string }
  | { event: 'cta_click'; kind: CtaKind; href: string }
  | { event: 'scroll_depth'; percent: number; path: string }
  | { event: 'page_view'; path: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Pushes an event to `window.dataLayer`, where a configured tag (or none) picks it up. */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** The kind of call to action a link is, if it is one the agency counts. */
export function ctaKind(href: string): CtaKind | undefined {
  if (href.startsWith('tel:')) return 'phone';
  let url: URL;
  try {
    url = new URL(href, 'https://site.invalid');
  } catch {
    return undefined;
  }
  if (url.hostname === 'wa.me' || url.hostname.endsWith('whatsapp.com')) return 'whatsapp';
  if (url.hostname === 'site.invalid' && url.pathname === '/book-consultation') return 'booking';
  if (href === bookingUrl) return 'booking';
  return undefined;
}

/** Scroll depths reported once each per page view. */
const scrollDepthSteps = [25, 50, 75, 100] as const;

/** The steps reached at a scroll position: how far the bottom of the viewport is down the page. */
export function depthsReached(scrollY: number, viewportHeight: number, pageHeight: number): number[] {
  const seen = pageHeight <= viewportHeight ? 100 : ((scrollY + viewportHeight) / pageHeight) * 100;
  return scrollDepthSteps.filter((step) => seen >= step - 0.5);
}

/**
 * Reports `cta_click` for every booking, WhatsApp and phone link on the page (one delegated
 * listener, so links added later count too). Returns a function that removes it.
 */
function trackCtaClicks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link) return;
    const href = link.getAttribute('href') ?? '';
    // An in-page link to the booking calendar books as surely as a link to the booking page.
    const calendar = href.startsWith('#') && root.getElementById(href.slice(1))?.hasAttribute('data-booking-calendar');
    const kind = calendar ? 'booking' : ctaKind(href);
    if (kind) track({ event: 'cta_click', kind, href });
  };
  root.addEventListener('click', onClick, { capture: true });
  return () => root.removeEventListener('click', onClick, { capture: true });
}

/**
 * Reports 25/50/75/100 % scroll depth once each for the current page view.
 * Returns a function that stops it; start it again on every navigation.
 */
function trackScrollDepth(path: string): () => void {
  const reported = new Set<number>();
  let frame = 0;
  const measure = () => {
    frame = 0;
    const page = document.documentElement;
    for (const percent of depthsReached(window.scrollY, window.innerHeight, page.scrollHeight)) {
      if (reported.has(percent)) continue;
      reported.add(percent);
      track({ event: 'scroll_depth', percent, path });
    }
  };
  const onScroll = () => {
    frame ||= window.requestAnimationFrame(measure);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  measure();
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame) window.cancelAnimationFrame(frame);
  };
}

/**
 * Loads the analytics tag, only when an id is configured, in Google's documented gtag.js form. gtag.js reads
 * commands only as `arguments` objects on `dataLayer` (arrays are ignored), hence the plain function.
 */
export function loadAnalyticsTag(id: string = analyticsId): void {
  if (!id || document.querySelector('script[data-analytics-tag]')) return;
  window.dataLayer ??= [];
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the Arguments object itself.
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  script.dataset.analyticsTag = '';
  document.head.append(script);
}

let pageView: { path: string; stop: () => void } | undefined;

/**
 * Counts a view of `path` and its scroll depth from now on, ending the previous page's count. The page already being
 * counted is not counted again, so the first script and the hydrated app can both report the landing page.
 */
export function startPageView(path: string): void {
  if (pageView?.path === path) return;
  pageView?.stop();
  track({ event: 'page_view', path });
  pageView = { path, stop: trackScrollDepth(path) };
}

/** Everything analytics does from the first script on, before and without React: the tag, CTA clicks, the view. */
export function startAnalytics(): void {
  // A build without an id leaves the tag's code out of the first script altogether.
  if (analyticsId) loadAnalyticsTag(analyticsId);
  trackCtaClicks();
  startPageView(window.location.pathname);
}
