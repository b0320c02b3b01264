import { type HTMLAttributes, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { mobileQuery, timing } from '../../constants.ts';
import { CloseIcon } from '../../icons/icons.tsx';
import { readSessionFlag, useMediaQuery, writeSessionFlag } from '../../utils/browser.ts';
import { cx } from '../../utils/classNames.ts';
import { useClock } from '../../utils/clock.tsx';
import type { LabelledLink } from '../../utils/links.ts';
import { type JumpAction, JumpLinkButton } from '../JumpLinkButton/JumpLinkButton.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import * as styles from './MobileActionBar.css.ts';

export interface MobileActionBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The first action, e.g. 'Get Quote': scrolls to a section of this page, or goes to the page that has it. */
  primary: JumpAction;
  /** The second action, a plain link, e.g. 'Book Consult'. */
  secondary: LabelledLink;
  /**
   * Label of the close button.
   * @default 'Dismiss'
   */
  dismissLabel?: string;
  /**
   * sessionStorage key that remembers a dismissal for the rest of the visit.
   * @default 'mobile-action-bar-dismissed'
   */
  storageKey?: string;
  /**
   * Accessible name of the bar.
   * @default 'Quick actions'
   */
  label?: string;
}

/**
 * A bottom bar of two calls to action on screens under 768 px, appearing 3 s after the page is first painted,
 * dismissible.
 * While it shows, it also reserves its own height where it is placed (the end of the page), so it never covers the
 * last content; dismissed, it leaves no space behind.
 */
export function MobileActionBar({
  primary,
  secondary,
  dismissLabel = 'Dismiss',
  storageKey = 'mobile-action-bar-dismissed',
  label = 'Quick actions',
  className,
  ...props
}: MobileActionBarProps) {
  const clock = useClock();
  const isMobile = useMediaQuery(mobileQuery);
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (readSessionFlag(storageKey)) {
      setDismissed(true);
      return;
    }
    // Counted from the first paint, not from when this code ran: hydration can come seconds after the page shows.
    const sincePaint = Math.max(0, clock.now() - clock.paintedAt());
    const wait = Math.max(0, timing.mobileBarDelay - sincePaint);
    const id = clock.setTimeout(() => setDue(true), wait);
    return () => clock.clearTimeout(id);
  }, [clock, storageKey]);

  if (!due || dismissed || !isMobile) return null;
  return (
    <>
      <div className={styles.space} aria-hidden="true" />
      <aside {...props} aria-label={label} className={cx(styles.root, className)}>
        <JumpLinkButton action={primary} variant="gradient" className={styles.action} />
        <LinkButton href={secondary.href} variant="secondary" className={styles.action}>
          {secondary.label}
        </LinkButton>
        <Button
          className={styles.dismiss}
          aria-label={dismissLabel}
          onPress={() => {
            writeSessionFlag(storageKey);
            setDismissed(true);
          }}
        >
          <CloseIcon />
        </Button>
      </aside>
    </>
  );
}
