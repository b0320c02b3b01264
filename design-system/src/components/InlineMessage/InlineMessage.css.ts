import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    variant: {
      critical: { color: vars.color.criticalText },
      success: { color: vars.color.successText },
      info: { color: vars.color.infoText },
      warning: { color: vars.color.warningText },
    },
  },
  defaultVariants: { variant: 'critical' },
});

export const icon = style({ width: '1.1em', height: '1.1em', flexShrink: 0, marginTop: '0.1em' });

globalStyle(`${root.classNames.base} a`, { color: 'inherit', textDecoration: 'underline' });
