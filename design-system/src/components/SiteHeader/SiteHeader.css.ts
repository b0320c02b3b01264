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

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  height: barHeight,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
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

export const desktopNav = style({
  display: 'none',
  '@media': { [wideQuery]: { display: 'block', borderTop: `1px solid ${vars.color.border}` } },
});

export const navList = style([
  pageColumn,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    height: navRowHeight,
    marginBlock: 0,
    listStyle: 'none',
  },
]);

export const navItem = style({ flexShrink: 0 });

const navControl = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.tapTarget,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  paddingInline: vars.space['3'],
  whiteSpace: 'nowrap',
  cursor: 'pointer',
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
  selectors: {
    '&[data-hovered], &[aria-expanded="true"]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.link },
    '&[data-focus-visible]': focusRing,
  },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    '[aria-expanded="true"] > &, [data-expanded] &': { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: `calc(100vh - ${barHeight} - ${navRowHeight})`,
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const panelList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space['1'],
  maxWidth: vars.size.container,
  margin: '0 auto',
  padding: vars.space['4'],
  listStyle: 'none',
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
  },
});

export const panelLinkLabel = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const panelLinkDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [wideQuery]: { display: 'none' },
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

export const mobilePanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: `calc(100dvh - ${barHeight})`,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [wideQuery]: { display: 'none' } },
});

export const mobileList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
});

export const mobileLink = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '3rem',
  paddingInline: vars.space['2'],
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
    '&[aria-current="page"]': { color: vars.color.link },
  },
});

export const mobileTrigger = style([mobileLink, { justifyContent: 'space-between' }]);

export const mobileSubList = style({
  margin: 0,
  padding: `0 0 ${vars.space['2']} ${vars.space['4']}`,
  listStyle: 'none',
  borderInlineStart: `2px solid ${vars.color.border}`,
  marginInlineStart: vars.space['2'],
});

export const mobileSubLink = style([mobileLink, { fontSize: vars.fontSize.sm, minHeight: vars.size.tapTarget }]);

export const mobileCta = style({ padding: `0 ${vars.space['4']} ${vars.space['4']}` });

export const mobileExtras = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
