import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

/** Field and button side by side on wide screens, the button under the field on phones. */
export const row = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

/** Keeps the button level with the input when the field shows an error under its label. */
export const action = style({ alignSelf: 'end' });

export const pending = style({ ':focus': { outline: 'none' } });

export const pendingNote = style({ marginBlockStart: vars.space['2'], marginBlockEnd: 0 });
