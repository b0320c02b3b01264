import { stackedTable, tableScroller } from '@tallowood/design-system/css';
import * as styles from '../../templates/FigureBlocks.css.ts';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

/** A figure with its unit: `1.4 s`, `62%`. */
function figure(value: number, unit = ''): string {
  return `${value.toLocaleString('en-AU')}${unit}`;
}

/** The change from before to after, in the words a reader checks it by. */
function change(before: number, after: number, unit = ''): string {
  if (unit === '%') {
    const points = Math.round((after - before) * 10) / 10;
    return `${points > 0 ? '+' : ''}${points.toLocaleString('en-AU')} points`;
  }
  if (before === 0) return `+${figure(after, unit)}`;
  const percent = Math.round(((after - before) / before) * 100);
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** Column headings; in a narrow column the figures repeat theirs (`data-label`). */
const headings = { measure: 'Measure', before: 'Before', after: 'After', change: 'Change' } as const;

/**
 * Before and after as paired bars inside a real table: screen readers read the figures, eyes see the bars. In a
 * narrow column each measure stacks, its figures led by their headings (`data-label`).
 */
export function ComparisonBarsBlock({ block, tone }: BlockProps<'comparison-bars'>) {
  return (
    <BlockSection block={block} tone={tone}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it */}
      <section aria-label={block.caption} tabIndex={0} className={`${tableScroller} ${styles.table}`}>
        <table className={`${styles.barsTable} ${stackedTable}`}>
          <caption className={styles.caption}>{block.caption}</caption>
          <thead>
            <tr>
              {Object.values(headings).map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.items.map((item) => {
              const largest = Math.max(item.before, item.after) || 1;
              const better = item.lowerIsBetter ? item.after < item.before : item.after > item.before;
              return (
                <tr key={item.label}>
                  <th scope="row" className={styles.measure}>
                    {item.label}
                    {item.lowerIsBetter ? <span className={styles.hint}> (lower is better)</span> : null}
                  </th>
                  {(['before', 'after'] as const).map((when) => (
                    <td key={when} className={styles.barCell} data-label={headings[when]}>
                      <span
                        className={styles.bar({ when })}
                        style={{ [styles.shareProperty]: String(item[when] / largest) }}
                        aria-hidden="true"
                      />
                      <span className={styles.barValue}>{figure(item[when], item.unit)}</span>
                    </td>
                  ))}
                  <td className={styles.changeCell({ better })} data-label={headings.change}>
                    {change(item.before, item.after, item.unit)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </BlockSection>
  );
}
