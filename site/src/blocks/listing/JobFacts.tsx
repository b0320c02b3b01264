/** An open position's facts, on its own page and in the careers listing. */
import type { JobFacts as JobFactsData } from '../../content/schema.ts';
import * as styles from '../../templates/ActionBlocks.css.ts';

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
