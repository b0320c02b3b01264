import { useEffect } from 'react';
import { loadAnalyticsTag, track, trackCtaClicks, trackScrollDepth } from './analytics.ts';

/** Wires the analytics module: CTA clicks site-wide, scroll depth per page view, the tag when configured. */
export function useAnalytics(location: string): void {
  useEffect(() => {
    loadAnalyticsTag();
    return trackCtaClicks();
  }, []);

  useEffect(() => {
    track({ event: 'page_view', path: location });
    return trackScrollDepth(location);
  }, [location]);
}
