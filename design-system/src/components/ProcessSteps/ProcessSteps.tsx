import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { cx } from '../../utils/classNames.ts';
import * as styles from './ProcessSteps.css.ts';

export interface ProcessStep {
  /** Step name, e.g. "Discovery Call". */
  title: string;
  /** What happens in this step. */
  description: ReactNode;
  /** How long it takes, e.g. "15 minutes" or "Same day". */
  duration?: string;
}

export interface ProcessStepsProps extends HTMLAttributes<HTMLOListElement> {
  /** The steps, in order. */
  steps: ProcessStep[];
  /**
   * Level of each step's title heading, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A numbered sequence of steps, e.g. the 4-step 48-hour launch process. */
export function ProcessSteps({ steps, headingLevel = 3, className, ...props }: ProcessStepsProps) {
  return (
    <ol {...props} className={cx(styles.root, className)}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <span aria-hidden="true" className={styles.number} />
          <Heading level={headingLevel} className={styles.title}>
            {step.title}
          </Heading>
          {step.duration ? <p className={styles.duration}>{step.duration}</p> : null}
          <div className={styles.description}>{step.description}</div>
        </li>
      ))}
    </ol>
  );
}
