import type { HTMLAttributes, ReactNode } from 'react';
import { Heading, Link } from 'react-aria-components';
import { ArrowRightIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/classNames.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import * as styles from './ServiceCard.css.ts';

export interface ServiceCardLink {
  /** Visible call to action at the foot of the card, e.g. "Learn more". */
  label: string;
  /** Where the card leads. */
  href: string;
}

export interface ServiceCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The service's name; it is also the link's accessible name. */
  title: string;
  /** What the service does for the client. */
  description: ReactNode;
  /** Destination of the card. */
  link: ServiceCardLink;
  /**
   * A decorative icon (inline SVG).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Level of the title heading, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * A short label beside the title, e.g. "Most Popular"; part of the heading, not of the link's name.
   * @default undefined
   */
  badge?: string;
}

/**
 * A service teaser whose whole area is clickable through a single link (the title), so there is
 * one tab stop and nothing interactive nested inside another.
 */
export function ServiceCard({
  title,
  description,
  link,
  icon,
  headingLevel = 3,
  badge,
  className,
  ...props
}: ServiceCardProps) {
  return (
    <Card {...props} interactive className={cx(styles.root, className)}>
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      <Heading level={headingLevel} className={styles.title}>
        <Link href={link.href} className={styles.link}>
          {title}
        </Link>
        {badge ? (
          <Badge variant="secondary" className={styles.badge}>
            {badge}
          </Badge>
        ) : null}
      </Heading>
      <div className={styles.description}>{description}</div>
      {/* The link above already carries the destination; this line only shows the affordance. */}
      <span aria-hidden="true" className={styles.more}>
        {link.label} <ArrowRightIcon />
      </span>
    </Card>
  );
}
