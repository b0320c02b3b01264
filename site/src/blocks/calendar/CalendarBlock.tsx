import { cx, Spinner, Text, TextLink } from '@tallowood/design-system';
import { scriptedOnly } from '@tallowood/design-system/css';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  calendarStatus,
  mountCalendar,
  revealCalendar,
  serverCalendarStatus,
  subscribeCalendar,
} from '../../booking/calendar.ts';
import { bookingCalendarUrl } from '../../config/site.ts';
import * as styles from '../../templates/ActionBlocks.css.ts';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

/**
 * The booking calendar. Its links are in-page links to this section, which the stylesheet shows as their target:
 * the first tap reveals it and the browser scrolls there, with or without code. Once the page's code runs, a reveal
 * sticks and the widget loads (once); without JavaScript, or if the widget fails, a link opens the booking page in a
 * new tab. Nothing renders when no booking page is configured.
 */
export function CalendarBlock({ block, tone }: BlockProps<'calendar'>) {
  const status = useSyncExternalStore(subscribeCalendar, calendarStatus, serverCalendarStatus);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const revealIfTarget = () => {
      if (window.location.hash === `#${block.id}`) revealCalendar();
    };
    revealIfTarget();
    window.addEventListener('hashchange', revealIfTarget);
    return () => window.removeEventListener('hashchange', revealIfTarget);
  }, [block.id]);

  useEffect(() => {
    if (status === 'loading' && container.current) mountCalendar(container.current);
  }, [status]);

  if (!bookingCalendarUrl) return null;
  const bookingLink = (
    // Another site: the kit opens it in a new tab and says so, as for every such link.
    <TextLink href={bookingCalendarUrl}>Open the booking page</TextLink>
  );
  return (
    <BlockSection
      block={block}
      tone={tone}
      className={styles.calendarSection}
      data-revealed={status === 'hidden' ? undefined : ''}
      data-booking-calendar=""
    >
      <div className={styles.calendar}>
        {status === 'hidden' || status === 'loading' ? (
          // Without scripts the widget never comes: the section says where to book instead.
          <div className={cx(styles.calendarLoading, scriptedOnly)}>
            <Spinner label="Loading the booking calendar" />
          </div>
        ) : null}
        <noscript>
          <Text align="center">The calendar needs JavaScript. {bookingLink} to choose a time.</Text>
        </noscript>
        {status === 'failed' ? (
          <Text align="center" role="alert">
            The calendar could not load here. {bookingLink}.
          </Text>
        ) : null}
        <div ref={container} className={styles.calendarWidget} data-calendar-widget="" />
      </div>
    </BlockSection>
  );
}
