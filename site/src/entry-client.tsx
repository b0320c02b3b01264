import '@fontsource-variable/inter/wght.css';
import '@tallowood/design-system/styles';

/**
 * The page arrives complete from the server; scripts only make it interactive. Fetching and running
 * them after the first paint keeps them off the critical path: the CSS alone decides when the
 * visitor sees the page.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

afterFirstPaint()
  .then(() => import('./hydrate.tsx'))
  .then(({ hydrate }) => hydrate());
