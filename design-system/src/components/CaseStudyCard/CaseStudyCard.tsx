import type { HTMLAttributes } from 'react';
import { Heading } from 'react-aria-components';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { cx } from '../../utils/classNames.ts';
import { Card } from '../Card/Card.tsx';
import { TextLink } from '../TextLink/TextLink.tsx';
import * as styles from './CaseStudyCard.css.ts';

export interface CaseStudyLink {
  /** Link text, e.g. "Get Similar Results". */
  label: string;
  /** Destination, e.g. "/contact". */
  href: string;
}

export interface CaseStudyCardProps extends HTMLAttributes<HTMLElement> {
  /** Client's business name. */
  client: string;
  /** Client's industry, e.g. "Plumbing". */
  industry: string;
  /** Where the client trades, e.g. "Melbourne, VIC". */
  location: string;
  /** The keyword the campaign targeted. */
  keyword: string;
  /** Google position before the campaign. */
  before: number;
  /** Google position after the campaign. */
  after: number;
  /** Days it took. */
  days: number;
  /** The business outcome, e.g. "+312% phone enquiries". */
  result: string;
  /** How it was done, one or two sentences. */
  strategy: string;
  /** Where the card leads. */
  link: CaseStudyLink;
  /**
   * Level of the client-name heading, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Column labels, for translation.
   * @default { keyword: 'Keyword', before: 'Before', after: 'After', days: 'Days' }
   */
  labels?: { keyword: string; before: string; after: string; days: string };
}

const defaultLabels = { keyword: 'Keyword', before: 'Before', after: 'After', days: 'Days' };

/** An SEO case study: who, which keyword, the ranking before and after, how long, and the outcome. */
export function CaseStudyCard({
  client,
  industry,
  location,
  keyword,
  before,
  after,
  days,
  result,
  strategy,
  link,
  headingLevel = 3,
  labels = defaultLabels,
  className,
  ...props
}: CaseStudyCardProps) {
  return (
    <Card {...props} as="article" className={cx(styles.root, className)}>
      <div className={styles.header}>
        <Heading level={headingLevel} className={styles.client}>
          {client}
        </Heading>
        <p className={styles.meta}>
          {industry} · {location}
        </p>
      </div>
      <dl className={styles.facts}>
        <div className={cx(styles.fact, styles.keywordFact)}>
          <dt className={styles.factLabel}>{labels.keyword}</dt>
          <dd className={styles.keywordValue}>“{keyword}”</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{labels.before}</dt>
          <dd className={styles.factValue}>#{before}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{labels.after}</dt>
          <dd className={cx(styles.factValue, styles.improved)}>#{after}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{labels.days}</dt>
          <dd className={styles.factValue}>{days}</dd>
        </div>
      </dl>
      <p className={styles.result}>{result}</p>
      <p className={styles.strategy}>{strategy}</p>
      <p>
        <TextLink href={link.href}>
          {link.label}
          <span className={visuallyHidden}> ({client})</span>
        </TextLink>
      </p>
    </Card>
  );
}
