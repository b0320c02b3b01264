import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { desktopQuery, tabletQuery } from '../../constants.ts';
import { pageColumn } from '../../styles/pageColumn.css.ts';
import { vars } from '../../themes/contract.css.ts';
import { inverseScope } from '../Section/Section.css.ts';

export const root = recipe({
  base: {
    paddingBlock: vars.space['16'],
    color: vars.color.text,
    '@media': {
      [desktopQuery]: { paddingBlock: vars.space['24'] },
      // Gradients vanish in forced colours; a rule keeps the hero's edge.
      '(forced-colors: active)': { borderBlockEnd: '1px solid CanvasText' },
    },
  },
  variants: {
    variant: {
      gradient: [
        inverseScope,
        {
          backgroundColor: vars.color.gradientStart,
          backgroundImage: `linear-gradient(135deg, ${vars.color.gradientStart}, ${vars.color.gradientEnd})`,
        },
      ],
      plain: { backgroundColor: vars.color.surface },
      dark: [inverseScope, { backgroundColor: vars.color.surfaceInverse }],
    },
  },
  defaultVariants: { variant: 'gradient' },
});

const alignment = createVar();

export const inner = recipe({
  base: [pageColumn, { display: 'grid', gap: vars.space['10'], alignItems: 'center' }],
  variants: {
    withMedia: {
      // The words take the wider share, so a hero's two buttons fit side by side beside the media at 1280 px.
      true: { '@media': { [desktopQuery]: { gridTemplateColumns: '3fr 2fr', gap: vars.space['16'] } } },
      false: { justifyItems: 'center', textAlign: 'center', vars: { [alignment]: 'center' } },
    },
  },
});

export const content = style({ display: 'grid', gap: vars.space['5'], justifyItems: 'inherit' });

export const eyebrow = style({
  width: 'fit-content',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const title = style({
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.extrabold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  maxWidth: '20ch',
  textWrap: 'balance',
});

export const subtitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.textMuted,
  maxWidth: vars.size.prose,
  textWrap: 'pretty',
});

// One rule for every hero's buttons, so no page lays them out its own way: stacked at the column's full width on a
// phone, side by side from the tablet width (a button that no longer fits wraps to the next row).
export const actions = style({
  display: 'grid',
  justifySelf: 'stretch',
  gap: vars.space['3'],
  marginBlockStart: vars.space['3'],
  '@media': {
    [tabletQuery]: { display: 'flex', flexWrap: 'wrap', justifyContent: fallbackVar(alignment, 'flex-start') },
  },
});

export const note = style({ marginBlockStart: vars.space['1'] });

export const media = recipe({
  base: { minWidth: 0 },
  variants: {
    from: {
      phone: {},
      // Below the desktop width the media would stack under the words and buttons, past a phone's first screen.
      desktop: { display: 'none', '@media': { [desktopQuery]: { display: 'block' } } },
    },
  },
  defaultVariants: { from: 'phone' },
});
