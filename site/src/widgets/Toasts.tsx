import { ToastRegion } from '@tallowood/design-system';

/** The toast region, in its own chunk: most page views never show a toast. */
export default function Toasts() {
  return <ToastRegion />;
}
