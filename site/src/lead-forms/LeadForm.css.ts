import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

/** The server-failure message: it takes focus by script only, so it shows no ring of its own. */
export const failure = style({ outline: 'none', borderRadius: vars.radius.md });

/** The form's section is the target of the page's address after a post; keep it clear of the sticky header. */
export const root = style({ scrollMarginTop: vars.space['24'] });
