import { composeRenderProps, Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { cx, withClassName } from '../../utils/classNames.ts';
import * as styles from './TextLink.css.ts';

export interface TextLinkProps extends RACLinkProps {
  /**
   * Opens in a new tab, with `rel="noopener noreferrer"` and a hidden "(opens in a new tab)" for screen readers.
   * @default false
   */
  external?: boolean;
  /**
   * Take the surrounding text colour, for links on dark or coloured panels.
   * @default false
   */
  inherit?: boolean;
}

/** An inline, underlined link. Routed via RAC `RouterProvider`. */
export function TextLink({ external = false, inherit = false, className, children, ...props }: TextLinkProps) {
  return (
    <RACLink
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
      className={withClassName(cx(styles.root, inherit && styles.inverse), className)}
    >
      {composeRenderProps(children, (given) => (
        <>
          {given}
          {external ? <span className={visuallyHidden}> (opens in a new tab)</span> : null}
        </>
      ))}
    </RACLink>
  );
}
