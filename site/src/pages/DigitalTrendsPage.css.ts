import { desktopQuery, vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const browse = style({ scrollMarginTop: vars.space['20'] });

export const latest = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  marginBlockStart: vars.space['4'],
  paddingInlineStart: vars.space['6'],
});

export const categoryGrid = style({ listStyle: 'none', margin: 0, padding: 0 });

export const categoryCard = style({ position: 'relative' });

/** The category's name links the whole card: one generous target per category. */
export const categoryLink = style({
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.xl },
});

export const categorySummary = style({
  marginBlockStart: vars.space['6'],
  marginBlockEnd: vars.space['6'],
  maxWidth: vars.size.prose,
  fontSize: vars.fontSize.lg,
});

export const categoryCount = style({ fontWeight: vars.fontWeight.semibold });

export const intro = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** Rows keep their paragraphs' height when the latest-articles list beside them is taller. */
export const prose = style({ display: 'grid', alignContent: 'start', gap: vars.space['4'], maxWidth: vars.size.prose });

export const paragraph = style({ margin: 0 });

export const newsletterBox = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `0 10px 30px ${vars.color.shadow}`,
  scrollMarginTop: vars.space['20'],
});

export const newsletterTitle = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.snug,
});

export const newsletterSubtitle = style({
  marginBlockStart: vars.space['2'],
  marginBlockEnd: vars.space['6'],
  color: vars.color.textMuted,
});
