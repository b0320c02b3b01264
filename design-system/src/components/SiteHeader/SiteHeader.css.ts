import { style } from '@vanilla-extract/css';
import { desktopQuery, wideQuery } from '../../constants.ts';
import { focusRing } from '../../styles/focus.css.ts';
import { pageColumn } from '../../styles/pageColumn.css.ts';
import { vars } from '../../themes/contract.css.ts';

/**
 * Heights are fixed per range, so the header never shifts the page while it loads or opens menus. The navigation
 * row needs the `wide` breakpoint to fit every entry; narrower screens use the hamburger menu.
 */
const barHeight = '4rem';
const navRowHeight = '3rem';
/** The header, as the anchor the phone menu hangs from wherever the sticky header sits. */
const headerAnchor = '--site-header';
/** Without JavaScript a dropdown has no code to open it: phones list every section, wide screens open on hover. */
const noScriptNarrow = `(scripting: none) and (not ${wideQuery})`;
const noScriptWide = `(scripting: none) and ${wideQuery}`;

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  height: barHeight,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  anchorName: headerAnchor,
  '@media': {
    [wideQuery]: { height: `calc(${barHeight} + ${navRowHeight})` },
    '(forced-colors: active)': { borderBottomColor: 'CanvasText' },
  },
});

// The logo starts on the same left edge as the hero and sections below.
export const bar = style([
  pageColumn,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    height: barHeight,
    '@media': { [desktopQuery]: { gap: vars.space['4'] } },
  },
]);

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  marginInlineEnd: 'auto',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const cta = style({
  display: 'none',
  '@media': { [desktopQuery]: { display: 'inline-flex' } },
});

/**
 * Under `wide` the navigation is the hamburger's popover: a sheet from under the header to the foot of the window
 * (the browser shows it only while open). From `wide` it is the row under the bar, always shown.
 */
export const nav = style({
  position: 'fixed',
  inset: `${barHeight} 0 0`,
  width: 'auto',
  height: 'auto',
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  '@supports': {
    '(top: anchor(bottom))': { positionAnchor: headerAnchor, top: 'anchor(bottom)' },
  },
  '@media': {
    [wideQuery]: {
      display: 'block',
      position: 'static',
      overflow: 'visible',
      backgroundColor: 'transparent',
    },
  },
});

export const navList = style([
  pageColumn,
  {
    display: 'flex',
    flexDirection: 'column',
    marginBlock: 0,
    paddingBlock: vars.space['4'],
    listStyle: 'none',
    '@media': {
      [wideQuery]: {
        flexDirection: 'row',
        alignItems: 'center',
        gap: vars.space['1'],
        height: navRowHeight,
        paddingBlock: 0,
      },
    },
  },
]);

export const navItem = style({ flexShrink: 0 });

// Phones: full-width rows of the menu sheet. Wide screens: compact controls of the navigation row.
const navControl = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  width: '100%',
  minHeight: '3rem',
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  paddingInline: vars.space['2'],
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '@media': {
    [wideQuery]: {
      display: 'inline-flex',
      width: 'auto',
      minHeight: vars.size.tapTarget,
      fontSize: vars.fontSize.sm,
      paddingInline: vars.space['3'],
    },
  },
} as const;

export const navLink = style({
  ...navControl,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.link },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': { color: vars.color.link, textDecoration: 'underline', textUnderlineOffset: '0.3em' },
  },
});

export const navTrigger = style({
  ...navControl,
  justifyContent: 'space-between',
  selectors: {
    '&[data-hovered], &[aria-expanded="true"]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.link },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    ...navControl['@media'],
    // Every section is listed already: the chevron would promise a toggle that needs the code.
    [noScriptNarrow]: { cursor: 'default' },
  },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    '[aria-expanded="true"] > &, [data-expanded] &': { transform: 'rotate(180deg)' },
  },
  '@media': { [noScriptNarrow]: { display: 'none' } },
});

/** A dropdown: on phones the section's links indented under its trigger; on wide screens a panel under the row. */
export const panel = style({
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [wideQuery]: {
      position: 'absolute',
      insetInline: 0,
      top: '100%',
      maxHeight: `calc(100vh - ${barHeight} - ${navRowHeight})`,
      overflowY: 'auto',
      backgroundColor: vars.color.surfaceRaised,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.lg,
    },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
    [noScriptNarrow]: { selectors: { '&[hidden]': { display: 'block' } } },
    [noScriptWide]: {
      selectors: { [`${navItem}:is(:hover, :focus-within) > &[hidden]`]: { display: 'block' } },
    },
  },
});

export const panelList = style({
  margin: `0 0 0 ${vars.space['2']}`,
  padding: `0 0 ${vars.space['2']} ${vars.space['4']}`,
  listStyle: 'none',
  borderInlineStart: `2px solid ${vars.color.border}`,
  '@media': {
    [wideQuery]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
      gap: vars.space['1'],
      maxWidth: vars.size.container,
      margin: '0 auto',
      padding: vars.space['4'],
      borderInlineStart: 'none',
    },
  },
});

export const panelLink = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.tapTarget,
  height: '100%',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': { color: vars.color.link },
  },
});

export const panelLinkLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  '@media': { [wideQuery]: { fontWeight: vars.fontWeight.semibold } },
});

export const panelLinkDescription = style({
  display: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  '@media': { [wideQuery]: { display: 'block' } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
  },
  '@media': {
    [wideQuery]: { display: 'none' },
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } } },
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

/** The call to action at the foot of the menu, for phones, whose bar has no room for it. */
export const menuCta = style({
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
  '@media': { [desktopQuery]: { display: 'none' } },
});

export const menuExtras = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [wideQuery]: { display: 'none' } },
});
