import { type CSSProperties, type HTMLAttributes, useId, useState } from 'react';
import { Heading } from 'react-aria-components';
import { scriptedOnly } from '../../styles/scripting.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { cx } from '../../utils/classNames.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './BarChart.css.ts';

export interface BarChartDatum {
  /** Category, e.g. "Jan". */
  label: string;
  /** A finite number, 0 or more. */
  value: number;
}

export interface BarChartProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What the chart shows; heads the chart and captions its data table. */
  title: string;
  /** The bars, in order. Negative or non-finite values throw a `RangeError`. */
  data: BarChartDatum[];
  /**
   * Formats a value for the bar labels and the table.
   * @default value.toLocaleString('en-AU')
   */
  formatValue?: (value: number) => string;
  /**
   * Heading of the label column in the data table.
   * @default 'Label'
   */
  labelHeader?: string;
  /**
   * Heading of the value column in the data table.
   * @default 'Value'
   */
  valueHeader?: string;
  /**
   * Offer a button that shows the data table on screen (it is always there for assistive technology).
   * @default true
   */
  tableToggle?: boolean;
  /**
   * Texts of the table toggle.
   * @default { show: 'Show data table', hide: 'Hide data table' }
   */
  toggleLabels?: { show: string; hide: string };
  /**
   * Level of the title heading, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

// createVar gives "var(--name)"; an inline style needs the bare "--name".
const shareProperty = styles.share.slice('var('.length, -1);

const defaultFormat = (value: number) => value.toLocaleString('en-AU');
const defaultToggleLabels = { show: 'Show data table', hide: 'Hide data table' };

/**
 * A column chart drawn with CSS. The bars are decoration for sighted users; the same figures are
 * in a real table that assistive technology reads, and anyone can show.
 */
export function BarChart({
  title,
  data,
  formatValue = defaultFormat,
  labelHeader = 'Label',
  valueHeader = 'Value',
  tableToggle = true,
  toggleLabels = defaultToggleLabels,
  headingLevel = 3,
  className,
  ...props
}: BarChartProps) {
  const titleId = useId();
  const [tableShown, setTableShown] = useState(false);
  for (const datum of data) {
    if (!Number.isFinite(datum.value) || datum.value < 0) {
      throw new RangeError(`BarChart: "${datum.label}" must be a finite number of 0 or more, got ${datum.value}`);
    }
  }
  const max = Math.max(0, ...data.map((datum) => datum.value));
  return (
    <figure aria-labelledby={titleId} {...props} className={cx(styles.root, className)}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={titleId} className={styles.title}>
          {title}
        </Heading>
        {tableToggle ? (
          <Button variant="outline" size="sm" className={scriptedOnly} onPress={() => setTableShown((shown) => !shown)}>
            {tableShown ? toggleLabels.hide : toggleLabels.show}
          </Button>
        ) : null}
      </div>
      <div aria-hidden="true" className={styles.chart}>
        {data.map((datum) => (
          <div key={datum.label} className={styles.column}>
            <div className={styles.barArea}>
              <span className={styles.barValue}>{formatValue(datum.value)}</span>
              <span
                className={styles.bar}
                style={{ [shareProperty]: max > 0 ? datum.value / max : 0 } as CSSProperties}
              />
            </div>
            <span className={styles.barLabel}>{datum.label}</span>
          </div>
        ))}
      </div>
      <div className={tableShown ? undefined : visuallyHidden}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.tableCell}>
                {labelHeader}
              </th>
              <th scope="col" className={styles.tableCell}>
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.label}>
                <th scope="row" className={styles.tableCell}>
                  {datum.label}
                </th>
                <td className={styles.tableCell}>{formatValue(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
