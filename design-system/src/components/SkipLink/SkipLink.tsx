import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { cx } from '../../utils/classNames.ts';
import * as styles from './SkipLink.css.ts';

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * Id of the element to skip to, without `#`.
   * @default 'main-content'
   */
  targetId?: string;
  /**
   * The link text.
   * @default 'Skip to main content'
   */
  children?: string;
}

/**
 * The first stop for keyboard users: hidden until focused, it moves focus past the header to the main content.
 * A plain in-page anchor (no router), so it works before hydration too.
 */
export function SkipLink({
  targetId = 'main-content',
  children = 'Skip to main content',
  className,
  onClick,
  ...props
}: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = document.getElementById(targetId);
    if (!target || event.defaultPrevented) return;
    event.preventDefault();
    // Landmarks are not focusable by default; make it focusable by script only.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <a {...props} href={`#${targetId}`} onClick={skip} className={cx(styles.root, className)}>
      {children}
    </a>
  );
}
