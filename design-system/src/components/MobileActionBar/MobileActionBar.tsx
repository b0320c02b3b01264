import { type HTMLAttributes, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { timing } from '../../constants.ts';
import { CloseIcon } from '../../icons/icons.tsx';
import { scriptedOnly } from '../../styles/scripting.css.ts';
import { cx } from '../../utils/classNames.ts';
import type { LabelledLink } from '../../utils/links.ts';
import { readSessionFlag, writeSessionFlag } from '../../utils/sessionFlags.ts';
import { type JumpAction, JumpLinkButton } from '../JumpLinkButton/JumpLinkButton.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { mobileActionBarStorageKey } from './dismissal.ts';
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
   * How long after the bar is first drawn (with the page, for a server-rendered one) it appears, in ms.
   * @default timing.mobileBarDelay (3000)
   */
  delay?: number;
  /**
   * Accessible name of the bar.
   * @default 'Quick actions'
   */
  label?: string;
}

/**
 * A bottom bar of two calls to action on screens under 768 px, appearing 3 s after the page is first drawn,
 * dismissible. It needs no script to appear: it is rendered with the page and a CSS animation delay holds it hidden
 * (and unfocusable) until then, so a server-rendered page shows it on time even before, or without, its code. A
 * dismissal lasts for the visit; `hideDismissedMobileActionBars` applies it to a page before its code runs.
 * While it shows, it also reserves its own height where it is placed (the end of the page), so it never covers the
 * last content; dismissed, it leaves no space behind.
 */
export function MobileActionBar({
  primary,
  secondary,
  dismissLabel = 'Dismiss',
  storageKey = mobileActionBarStorageKey,
  label = 'Quick actions',
  delay = timing.mobileBarDelay,
  className,
  style,
  ...props
}: MobileActionBarProps) {
  const [dismissed, setDismissed] = useState(false);
  const animationDelay = `${delay}ms`;

  useEffect(() => {
    if (readSessionFlag(storageKey)) setDismissed(true);
  }, [storageKey]);

  if (dismissed) return null;
  return (
    <div className={styles.wrapper} data-mobile-action-bar={storageKey}>
      <div className={styles.space} style={{ animationDelay }} aria-hidden="true" />
      <aside {...props} aria-label={label} className={cx(styles.root, className)} style={{ ...style, animationDelay }}>
        <JumpLinkButton action={primary} variant="gradient" className={styles.action} />
        <LinkButton href={secondary.href} variant="secondary" className={styles.action}>
          {secondary.label}
        </LinkButton>
        <Button
          className={cx(styles.dismiss, scriptedOnly)}
          aria-label={dismissLabel}
          data-dismiss=""
          onPress={() => {
            writeSessionFlag(storageKey);
            setDismissed(true);
          }}
        >
          <CloseIcon />
        </Button>
      </aside>
    </div>
  );
}
