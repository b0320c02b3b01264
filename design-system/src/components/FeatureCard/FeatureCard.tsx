import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import { Card } from '../Card/Card.tsx';
import * as styles from './FeatureCard.css.ts';

export interface FeatureCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The feature's name. */
  title: ReactNode;
  /** One or two sentences about it. */
  body: ReactNode;
  /**
   * A decorative icon (inline SVG); hidden from assistive technology because the title says it all.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Level of the title heading, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A feature, benefit or pain point: icon, title and a short body. */
export function FeatureCard({ title, body, icon, headingLevel = 3, className, ...props }: FeatureCardProps) {
  return (
    <Card {...props} className={cx(styles.root, className)}>
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      <Heading level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.body}>{body}</div>
    </Card>
  );
}
