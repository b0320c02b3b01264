import { globalStyle } from '@vanilla-extract/css';
import { wideQuery } from '../constants.ts';
import { vars } from '../themes/contract.css.ts';
import { darkThemeClass } from '../themes/dark.css.ts';
import '../themes/light.css.ts';

globalStyle(':root', { colorScheme: 'light' });
globalStyle(`:root.${darkThemeClass}`, { colorScheme: 'dark' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Anchored sections land below the sticky header (one row, then two from the wide breakpoint).
  scrollPaddingTop: '4.5rem',
  '@media': { [wideQuery]: { scrollPaddingTop: '7.5rem' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

globalStyle('p', { margin: 0 });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// A visible focus ring everywhere keyboard focus lands, even on plain elements.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Users who ask for less motion get none: no smooth scroll, no transitions, no animations.
globalStyle('html', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});
// Bands off screen are left undrawn (`content-visibility: auto`) at a placeholder height. Once a link has named a
// target, the bands before it (and the one holding it) are drawn at their real height before the browser scrolls, so
// the jump lands on the target instead of short of it as the bands on the way take their size. Needs no script. The
// rule looks only from a section to what follows it and what it holds: a `:has()` on the root or on any element would
// have the browser restyle the whole page each time the parser adds a node, as it cannot tell a new node is not the
// target. `:root` lifts it above any band's own rule. A box in a band that is itself left undrawn until on screen (a
// swiped row's cards) carries `data-offscreen-undrawn` and is drawn with its band.
globalStyle(
  ':root section:has(~ :target, ~ * :target, :target), :root section:has(~ :target, ~ * :target, :target) [data-offscreen-undrawn]',
  { contentVisibility: 'visible' },
);
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
