import { useEffect } from 'react';
import { startPageView } from './analytics.ts';

/** Counts each page the app navigates to (the first script counted the page it landed on). */
export function useAnalytics(location: string): void {
  useEffect(() => startPageView(location), [location]);
}
