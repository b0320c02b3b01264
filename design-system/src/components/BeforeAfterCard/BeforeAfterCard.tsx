import { type HTMLAttributes, useId } from 'react';
import { Heading } from 'react-aria-components';
import { CheckIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/classNames.ts';
import { Card } from '../Card/Card.tsx';
import { Image, type ImageProps } from '../Image/Image.tsx';
import * as styles from './BeforeAfterCard.css.ts';

export interface BeforeAfterCardProps extends HTMLAttributes<HTMLElement> {
  /** The client's business. */
  company: string;
  /** Kind of business, e.g. "Healthcare". */
  category: string;
  /** What changed and why. */
  description: string;
  /** The transformed site (local or CDN); `width`, `height` and `alt` are required as for `Image`. */
  image: ImageProps;
  /** What improved, one line each, e.g. "Page load from 6.2s to 1.4s". */
  improvements: string[];
  /**
   * Heading above the improvements list.
   * @default 'Key improvements'
   */
  improvementsTitle?: string;
  /**
   * Level of the company heading; the improvements heading is one level below.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5;
}

/** A website transformation: picture, company, category, story and the list of improvements. */
export function BeforeAfterCard({
  company,
  category,
  description,
  image,
  improvements,
  improvementsTitle = 'Key improvements',
  headingLevel = 3,
  className,
  ...props
}: BeforeAfterCardProps) {
  const listTitleId = useId();
  return (
    <Card {...props} as="article" padding="none" className={cx(styles.root, className)}>
      <Image {...image} className={cx(styles.image, image.className)} />
      <div className={styles.body}>
        <p className={styles.category}>{category}</p>
        <Heading level={headingLevel} className={styles.company}>
          {company}
        </Heading>
        <p className={styles.description}>{description}</p>
        <Heading level={(headingLevel + 1) as 3 | 4 | 5 | 6} id={listTitleId} className={styles.improvementsTitle}>
          {improvementsTitle}
        </Heading>
        <ul aria-labelledby={listTitleId} className={styles.improvements}>
          {improvements.map((item) => (
            <li key={item} className={styles.improvement}>
              {/* A 2.2 px stroke at the mark's 1.25rem size. */}
              <CheckIcon className={styles.check} strokeWidth={2.64} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
