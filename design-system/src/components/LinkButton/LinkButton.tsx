import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { withClassName } from '../../utils/classNames.ts';
import { isOffSite, labelWithNewTabNote, newTabAttributes, newTabNote } from '../../utils/links.ts';
import type { ButtonVariants } from '../Button/Button.css.ts';
import * as buttonStyles from '../Button/Button.css.ts';

export interface LinkButtonProps extends RACLinkProps {
  /**
   * Visual emphasis, as for `Button`.
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * Stretch to the container's width.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Opens the address in a new tab, without giving it a handle on this page, and says so to screen readers.
   * @default true for a full http(s) address (another site), else false
   */
  newTab?: boolean;
  /**
   * What screen readers hear after the label when `newTab` is set.
   * @default '(opens in a new tab)'
   */
  newTabLabel?: string;
}

/** A link that looks like a button: navigation with a call-to-action's weight. Routed via RAC `RouterProvider`. */
export function LinkButton({
  variant,
  size,
  fullWidth,
  newTab: newTabProp,
  newTabLabel = newTabNote,
  className,
  children,
  ...props
}: LinkButtonProps) {
  const newTab = newTabProp ?? isOffSite(props.href);
  return (
    <RACLink
      {...props}
      {...(newTab ? { ...newTabAttributes, ...labelWithNewTabNote(props['aria-label'], newTabLabel) } : {})}
      className={withClassName(buttonStyles.root({ variant, size, fullWidth }), className)}
    >
      {/* A label of its own carries the note instead (labelWithNewTabNote). */}
      {newTab && !props['aria-label']
        ? composeRenderProps(children, (content) => (
            <>
              {content}
              <span className={visuallyHidden}> {newTabLabel}</span>
            </>
          ))
        : children}
    </RACLink>
  );
}
