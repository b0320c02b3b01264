/**
 * Styles of the form, listing and calendar blocks and a job's facts (site/src/blocks). They stay at this path: a
 * style module's path names its classes, and moving it would rename every class in the built pages.
 */
import { desktopQuery, vars, visuallyHidden } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

export const formLayout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export { formPanel } from '../lead-forms/FormPanel.css.ts';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space['1'] });

export const factTerm = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const listing = style({ listStyle: 'none', margin: 0, padding: 0 });

export const listingCard = style({ display: 'flex', flexDirection: 'column' });

export const listingLink = style({ marginBlockStart: 'auto', alignSelf: 'start' });

export const hidden = visuallyHidden;

/** Shown as its links' target, or once the page's code has revealed it for good. */
export const calendarSection = style({
  selectors: { '&:not(:target):not([data-revealed])': { display: 'none' } },
});

export const calendar = style({ position: 'relative', maxWidth: '64rem', width: '100%', marginInline: 'auto' });

/** The widget sizes itself; this keeps the page from jumping while it loads. */
export const calendarWidget = style({ minHeight: '44rem' });

export const calendarLoading = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: vars.space['16'],
  display: 'flex',
  justifyContent: 'center',
});
