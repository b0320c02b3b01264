import { desktopQuery, vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';
import { formPanel as sharedFormPanel } from '../lead-forms/FormPanel.css.ts';

export const heroOutline = style({ borderColor: 'currentColor', color: 'inherit' });

export const proof = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const systemList = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingInlineStart: vars.space['6'],
  margin: 0,
  fontSize: vars.fontSize.lg,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['12'] } },
});

export const note = style({ marginTop: vars.space['6'], color: vars.color.textMuted });

export const testimonials = style({ marginTop: vars.space['8'] });

export const formPanel = style([
  sharedFormPanel,
  {
    maxWidth: '44rem',
    marginInline: 'auto',
    scrollMarginTop: vars.space['20'],
  },
]);

export const industries = style({ listStyle: 'none', margin: 0, padding: 0 });
