import '@fontsource-variable/inter/wght.css';
import '@tallowood/design-system/styles';
import {
  followJumpLinks,
  followMobileActionBarDismissals,
  followThemeChoices,
  hideDismissedMobileActionBars,
  showEarlyProblems,
} from '@tallowood/design-system/early';
import { startAnalytics } from './analytics/analytics.ts';
import { readPostedForm } from './forms/leadFormNames.ts';
import { loadChunk, reloadOnce } from './islands/recover.ts';
import { loadWholeStylesheet } from './islands/stylesheet.ts';
import {
  listenForTouches,
  markFailed,
  pageKey,
  takeEarlyTouches,
  wake,
  wakeWhenWanted,
  whenTouched,
} from './islands/wake.ts';
import { followHashes } from './layout/scrollToHash.ts';
import { followShareButtons } from './templates/share.ts';

/**
 * The page arrives complete from the server and works as HTML: links, disclosures, forms that post. This first
 * script is all a visitor loads until they touch the page (focus, pointer, key; a touch made while it was on its way
 * counts); then React and the whole stylesheet load, React hydrates the page, and a click that came first is
 * replayed. A page sent back with a form's
 * problems wakes at once (its summary has focus), as does a part that asks for it (see `wakeWhenWanted`).
 */
const early = takeEarlyTouches();
startAnalytics();
hideDismissedMobileActionBars();
followHashes();
followJumpLinks();
followThemeChoices();
followMobileActionBarDismissals();
followShareButtons();
listenForTouches({ onHeldSubmit: showEarlyProblems, early });
if (readPostedForm()?.outcome === 'invalid') wake(pageKey);
wakeWhenWanted();

whenTouched(pageKey)
  .then(() => Promise.all([loadChunk(() => import('./hydrate.tsx'), 'page'), loadWholeStylesheet()]))
  .then(([{ hydrate }]) => hydrate())
  // The page's code could not load, even after a retry: reload once, else the server's HTML carries on alone.
  .catch(() => reloadOnce() || markFailed(pageKey));
