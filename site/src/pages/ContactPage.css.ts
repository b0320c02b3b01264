import { vars, wideQuery } from '@tallowood/design-system/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [wideQuery]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export { formPanel } from '../lead-forms/FormPanel.css.ts';

export const aside = style({ display: 'grid', gap: vars.space['6'] });

const cardBase = {
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
} as const;

export const card = style({
  ...cardBase,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const guarantee = style({
  ...cardBase,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });

export const cardBody = style({ margin: 0 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

globalStyle(`${details} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${details} dd`, { margin: 0 });

export const address = style({ fontStyle: 'normal' });

/** A link led by an icon: the icon sits beside the text, on its line. */
export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const linkIcon = style({ flexShrink: 0, width: '1.125em', height: '1.125em' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
