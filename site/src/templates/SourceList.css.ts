import { mobileQuery, vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

/** After the page's words, at their measure, set apart by a rule: a reference, not part of the pitch. */
export const root = style({
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  marginBlockStart: vars.space['10'],
  paddingBlockStart: vars.space['6'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  marginBlock: `${vars.space['3']} 0`,
  paddingInlineStart: vars.space['5'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** A phone's folded list: its button clear of the heading (the open list keeps its own margin). */
export const fold = style({ '@media': { [mobileQuery]: { marginBlockStart: vars.space['3'] } } });

/** On a collection page the list closes the page in a band of its own. */
export const band = style({ paddingBlockEnd: vars.space['10'], backgroundColor: vars.color.surface });
