import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderInlineStartWidth: '4px',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    '@media': {
      '(forced-colors: active)': { borderColor: 'CanvasText' },
    },
  },
  variants: {
    variant: {
      critical: {
        backgroundColor: vars.color.criticalSoft,
        color: vars.color.criticalText,
        borderColor: vars.color.critical,
      },
      success: {
        backgroundColor: vars.color.successSoft,
        color: vars.color.successText,
        borderColor: vars.color.success,
      },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.infoText, borderColor: vars.color.info },
      warning: {
        backgroundColor: vars.color.warningSoft,
        color: vars.color.warningText,
        borderColor: vars.color.warning,
      },
    },
  },
  defaultVariants: { variant: 'critical' },
});

export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0, marginTop: '0.1rem' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

// Links inside a message take its colour (an AA pair with its background) and stay underlined.
globalStyle(`${body} a`, { color: 'inherit', textDecoration: 'underline', fontWeight: vars.fontWeight.semibold });
