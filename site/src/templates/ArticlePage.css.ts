import { vars } from '@tallowood/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ paddingBlock: vars.space['10'] });

export const header = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  justifyItems: 'start',
});

export const back = style({ fontSize: vars.fontSize.sm });

export const category = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const author = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

/** Holds the share button's place before scripts draw it, so nothing moves when it appears. */
export const share = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minHeight: '2.25rem' });

export const shareStatus = style({ margin: 0, color: vars.color.text });

export const shareUrl = style({ fontWeight: vars.fontWeight.semibold, wordBreak: 'break-all', userSelect: 'all' });

export const cover = style({
  maxWidth: '48rem',
  marginInline: 'auto',
  marginBlock: vars.space['10'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surfaceMuted,
});

export const rankings = style({
  display: 'grid',
  gap: vars.space['6'],
  maxWidth: '56rem',
  marginInline: 'auto',
  marginBlockEnd: vars.space['12'],
});

export const position = style({ whiteSpace: 'nowrap' });

export const positionNumber = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

/** The article's own typography: a readable measure and rhythm for compiled Markdown. */
export const body = style({
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

globalStyle(`${body} > * + *, ${body} > section > * + *`, { marginBlockStart: vars.space['5'] });
// Each h2 opens a section (see the Markdown step); one off screen is left undrawn until the reader nears it. Its
// layout is contained, so the heading's margin moves out to the section instead of adding to it.
globalStyle(`${body} > section`, {
  marginBlockStart: vars.space['12'],
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 36rem',
  // Its paint is contained too: room for a focus ring round a link or heading at the column's edge.
  overflowClipMargin: vars.space['2'],
});
globalStyle(`${body} > section > h2:first-child`, { marginBlockStart: 0 });
globalStyle(`${body} h2`, {
  marginBlockStart: vars.space['12'],
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.snug,
});
globalStyle(`${body} h3`, { marginBlockStart: vars.space['8'], fontSize: vars.fontSize.xl });
globalStyle(`${body} h4`, { marginBlockStart: vars.space['6'], fontSize: vars.fontSize.lg });
globalStyle(`${body} ul, ${body} ol`, { paddingInlineStart: vars.space['6'], display: 'grid', gap: vars.space['2'] });
globalStyle(`${body} a`, { color: vars.color.link, textUnderlineOffset: '0.15em' });
globalStyle(`${body} p, ${body} li, ${body} h2, ${body} h3, ${body} h4`, { marginBlockEnd: 0 });

/** The article's contents, at the body's measure above it. */
export const contents = style({
  display: 'grid',
  gap: vars.space['2'],
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  marginBlockEnd: vars.space['10'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const contentsTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
