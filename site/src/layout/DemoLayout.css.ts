import { vars } from '@tallowood/design-system/css';
import { style } from '@vanilla-extract/css';

/**
 * A demo's frame is set in the platform's face, like a browser's own bar: it reads as neither the agency's site nor
 * the client's, and the page fetches no face but the brand's.
 */
export const root = style({ fontFamily: vars.font.system });
