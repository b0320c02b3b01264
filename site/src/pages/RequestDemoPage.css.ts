import { style } from '@vanilla-extract/css';
import { formPanel as sharedFormPanel } from '../lead-forms/FormPanel.css.ts';

export const formPanel = style([
  sharedFormPanel,
  {
    maxWidth: '48rem',
    marginInline: 'auto',
  },
]);
