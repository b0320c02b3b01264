import '@fontsource-variable/inter/wght.css';
import '@tallowood/design-system/styles';

/**
 * The page arrives complete from the server; scripts only make it interactive. Fetching and running
 * them after the first paint keeps them off the critical path: the CSS alone decides when the
 * visitor sees the page. A background tab, which does not paint, hydrates when it is first shown.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

afterFirstPaint()
  .then(() => import('./hydrate.tsx'))
  .then(({ hydrate }) => hydrate());
