import { startTransition } from 'react';
import { App } from './App.tsx';
import { readPostedForm } from './forms/leadFormNames.ts';
import { loadChunk, reportClientError } from './islands/recover.ts';
import { pageFor } from './routes/index.ts';

/**
 * Adopts the server's HTML. React DOM loads beside this module and runs in a task of its own, so no
 * single script evaluation holds the main thread for long; the current page's chunk is in before
 * rendering, so nothing falls back to a spinner.
 */
export async function hydrate(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page template');
  const page = pageFor(window.location.pathname);
  const [{ hydrateRoot }] = await Promise.all([loadChunk(() => import('react-dom/client'), 'react'), page.preload()]);
  // A transition hydrates in small slices, so a long page never blocks input for long.
  startTransition(() => {
    hydrateRoot(container, <App posted={readPostedForm()} />, {
      // Errors a part's boundary catches are reported by the boundary; these are the rest.
      onUncaughtError: (error) => reportClientError('render', error, 'site'),
      onRecoverableError: (error) => reportClientError('hydration', error, 'page'),
    });
  });
}
