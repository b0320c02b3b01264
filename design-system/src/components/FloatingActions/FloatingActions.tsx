import { type HTMLAttributes, useEffect, useState } from 'react';
import { desktopQuery, layout } from '../../constants.ts';
import { useMediaQuery } from '../../utils/browser.ts';
import { cx } from '../../utils/classNames.ts';
import type { LabelledLink } from '../../utils/links.ts';
import { type JumpAction, JumpLinkButton } from '../JumpLinkButton/JumpLinkButton.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import * as styles from './FloatingActions.css.ts';

export interface FloatingActionsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The main action: scrolls to a section of this page, or goes to the page that has it. */
  primary: JumpAction;
  /** The second action, a plain link. */
  secondary: LabelledLink;
  /**
   * Accessible name of the group.
   * @default 'Quick actions'
   */
  label?: string;
  /**
   * Forces the pair shown or hidden. Leave unset on the site: it then shows only from 768 px wide and once the page
   * has scrolled more than 400 px.
   * @default undefined
   */
  isVisible?: boolean;
}

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/** A pair of calls to action floating bottom right on wide screens, once the visitor has scrolled into the page. */
export function FloatingActions({
  primary,
  secondary,
  label = 'Quick actions',
  isVisible,
  className,
  ...props
}: FloatingActionsProps) {
  const isDesktop = useMediaQuery(desktopQuery);
  const scrolled = useScrolledPast(layout.floatingActionsScroll);
  if (!(isVisible ?? (isDesktop && scrolled))) return null;
  return (
    <aside {...props} aria-label={label} className={cx(styles.root, className)}>
      <JumpLinkButton action={primary} variant="gradient" className={styles.action} />
      <LinkButton href={secondary.href} variant="secondary" className={styles.action}>
        {secondary.label}
      </LinkButton>
    </aside>
  );
}
