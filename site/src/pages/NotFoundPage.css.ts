import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const popular = style({ marginTop: vars.space['12'] });
export const popularTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space['4'] });
export const popularList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['3']} ${vars.space['6']}`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
