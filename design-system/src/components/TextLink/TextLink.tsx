import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { cx, withClassName } from '../../utils/classNames.ts';
import { isOffSite, labelWithNewTabNote, newTabAttributes, newTabNote } from '../../utils/links.ts';
import * as styles from './TextLink.css.ts';

export interface TextLinkProps extends RACLinkProps {
  /**
   * Opens in a new tab, with `rel="noopener noreferrer"` and a hidden "(opens in a new tab)" for screen readers.
   * @default true for a full http(s) address (another site), else false
   */
  external?: boolean;
  /**
   * Take the surrounding text colour, for links on dark or coloured panels.
   * @default false
   */
  inherit?: boolean;
}

/** An inline, underlined link. Routed via RAC `RouterProvider`. */
export function TextLink({ external, inherit = false, className, children, ...props }: TextLinkProps) {
  const newTab = external ?? isOffSite(props.href);
  return (
    <RACLink
      {...(newTab ? newTabAttributes : {})}
      {...props}
      {...(newTab ? labelWithNewTabNote(props['aria-label']) : {})}
      className={withClassName(cx(styles.root, inherit && styles.inverse), className)}
    >
      {composeRenderProps(children, (given) => (
        <>
          {given}
          {/* A label of its own carries the note instead (labelWithNewTabNote). */}
          {newTab && !props['aria-label'] ? <span className={visuallyHidden}> {newTabNote}</span> : null}
        </>
      ))}
    </RACLink>
  );
}
