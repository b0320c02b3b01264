import { type HTMLAttributes, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { mobileQuery, timing } from '../../constants.ts';
import { CloseIcon } from '../../icons/icons.tsx';
import { reducedMotionQuery, useMediaQuery } from '../../utils/browser.ts';
import { cx } from '../../utils/classNames.ts';
import { useClock } from '../../utils/clock.tsx';
import * as styles from './SocialProofToast.css.ts';

/** One social-proof message, e.g. 'Sarah from Richmond just booked a strategy call' · '2 minutes ago'. */
export interface SocialProofMessage {
  /** The main line, e.g. "Sarah from Richmond just booked a strategy call". */
  text: string;
  /** A smaller second line, e.g. "2 minutes ago". */
  detail?: string;
}

export interface SocialProofToastProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'role'> {
  /** The messages, shown in turn and then from the start again. */
  messages: readonly SocialProofMessage[];
  /**
   * Label of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Name of the landmark the toasts appear in.
   * @default 'Recent activity'
   */
  label?: string;
  /**
   * Uses the mobile interval (15 s instead of 8 s). Unset: follows the viewport (under 768 px).
   * @default undefined
   */
  isMobile?: boolean;
  /**
   * Shows nothing at all. Unset: follows the user's `prefers-reduced-motion: reduce`.
   * @default undefined
   */
  reducedMotion?: boolean;
}

/**
 * A rotating social-proof toast: the first message after 10 s, then a new one every 8 s (15 s under 768 px), each
 * visible for 5 s, announced politely. Closing it stops the rotation for this page visit. Users who ask for reduced
 * motion see none.
 */
export function SocialProofToast({
  messages,
  closeLabel = 'Close',
  label = 'Recent activity',
  isMobile,
  reducedMotion,
  className,
  ...props
}: SocialProofToastProps) {
  const clock = useClock();
  const mobileViewport = useMediaQuery(mobileQuery);
  const systemReducedMotion = useMediaQuery(reducedMotionQuery);
  const quiet = reducedMotion ?? systemReducedMotion;
  const interval = (isMobile ?? mobileViewport) ? timing.socialProofIntervalMobile : timing.socialProofInterval;
  const [current, setCurrent] = useState<number | null>(null);
  const [closed, setClosed] = useState(false);
  const count = messages.length;

  useEffect(() => {
    setCurrent(null);
    if (quiet || closed || count === 0) return;
    let next = 0;
    let hideId: number | undefined;
    let intervalId: number | undefined;
    const show = () => {
      setCurrent(next);
      next = (next + 1) % count;
      clock.clearTimeout(hideId);
      hideId = clock.setTimeout(() => setCurrent(null), timing.socialProofVisible);
    };
    const firstId = clock.setTimeout(() => {
      show();
      intervalId = clock.setInterval(show, interval);
    }, timing.socialProofFirst);
    return () => {
      clock.clearTimeout(firstId);
      clock.clearInterval(intervalId);
      clock.clearTimeout(hideId);
    };
  }, [clock, quiet, closed, count, interval]);

  const message = current === null ? undefined : messages[current];
  return (
    <aside {...props} aria-label={label} className={cx(styles.region, className)}>
      <div role="status">
        {message ? (
          <div className={styles.toast}>
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.content}>
              <p className={styles.text}>{message.text}</p>
              {message.detail ? <p className={styles.detail}>{message.detail}</p> : null}
            </div>
            <Button className={styles.close} aria-label={closeLabel} onPress={() => setClosed(true)}>
              <CloseIcon />
            </Button>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
