import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { findRoute, notFound } from './routes/index.ts';

/** Adopts the server's HTML: the current page's chunk first, so nothing falls back to a spinner. */
export async function hydrate(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page template');
  const page = findRoute(window.location.pathname)?.page ?? notFound.page;
  await page.preload();
  // A transition hydrates in small slices, so a long page never blocks input for long.
  startTransition(() => {
    hydrateRoot(container, <App />);
  });
}
