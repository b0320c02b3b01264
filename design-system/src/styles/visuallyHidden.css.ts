import { globalStyle, style } from '@vanilla-extract/css';

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style(hidden);

/** The same for markup written outside React, such as compiled Markdown: `<span data-visually-hidden>`. */
globalStyle('[data-visually-hidden]', hidden);
