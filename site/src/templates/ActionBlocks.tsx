/** Blocks a visitor acts in: a lead form, a list of open positions, the booking calendar. */
import { Card, cx, Grid, Heading, LinkButton, Spinner, Stack, Text, TextLink } from '@tallowood/design-system';
import { scriptedOnly } from '@tallowood/design-system/css';
import { type ComponentType, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  calendarStatus,
  mountCalendar,
  revealCalendar,
  serverCalendarStatus,
  subscribeCalendar,
} from '../booking/calendar.ts';
import { bookingCalendarUrl } from '../config/site.ts';
import type { JobFacts as JobFactsData } from '../content/schema.ts';
import { island } from '../islands/island.tsx';
import * as styles from './ActionBlocks.css.ts';
import { type BlockProps, BlockSection, CheckList } from './BlockParts.tsx';

/** Each form's code loads as the visitor nears it (see `island`). */
const forms: Record<BlockProps<'form'>['block']['form'], ComponentType<{ role?: string }>> = {
  audit: island('audit-request-form', () =>
    import('../lead-forms/AuditRequestForm.tsx').then((module) => module.AuditRequestForm),
  ),
  'job-application': island('job-application-form', () =>
    import('../lead-forms/JobApplicationForm.tsx').then((module) => module.JobApplicationForm),
  ),
};

export function FormBlock({ block, tone, page }: BlockProps<'form'>) {
  const Form = forms[block.form];
  return (
    <BlockSection block={block} tone={tone} align="start">
      <div className={styles.formLayout}>
        <Stack gap="6">
          {block.points ? <CheckList items={block.points} /> : null}
          {block.link ? (
            <Text>
              <TextLink href={block.link.href}>{block.link.label}</TextLink>
            </Text>
          ) : null}
        </Stack>
        <div className={styles.formPanel}>
          {/* A job page's form applies for that job. */}
          <Form role={block.form === 'job-application' ? page.slug : undefined} />
        </div>
      </div>
    </BlockSection>
  );
}

const employmentTypes: Record<JobFactsData['employmentType'], string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
};

const dollars = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

/** A position's facts as a description list: department, location, type, salary. */
export function JobFacts({ job, className }: { job: JobFactsData; className?: string }) {
  const facts = [
    ['Department', job.department],
    ['Location', job.location],
    ['Type', employmentTypes[job.employmentType]],
    ['Salary', `${dollars(job.salary.min)}-${dollars(job.salary.max)} a year`],
  ] as const;
  return (
    <dl className={className ?? styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.factTerm}>{term}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ListingBlock({ block, tone, page }: BlockProps<'listing'>) {
  const entries = page.listings ?? [];
  return (
    <BlockSection block={block} tone={tone}>
      <Grid
        as="ul"
        columns={{ mobile: 1, desktop: entries.length % 3 === 0 ? 3 : 2 }}
        gap="6"
        mobileLimit={false}
        className={styles.listing}
      >
        {entries.map((entry) => (
          <Card key={entry.path} as="li" padding="lg" radius="xl" gap="4" className={styles.listingCard}>
            <Heading level={3} size="md">
              {entry.name}
            </Heading>
            {entry.job ? <JobFacts job={entry.job} /> : null}
            <Text tone="muted">{entry.summary}</Text>
            <LinkButton href={entry.path} variant="primary" className={styles.listingLink}>
              {block.linkLabel}
              <span className={styles.hidden}>: {entry.name}</span>
            </LinkButton>
          </Card>
        ))}
      </Grid>
    </BlockSection>
  );
}

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
    <TextLink href={bookingCalendarUrl} target="_blank" rel="noopener noreferrer">
      Open the booking page in a new tab
    </TextLink>
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
