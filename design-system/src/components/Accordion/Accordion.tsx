import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Accordion.css.ts';

export interface AccordionItem {
  /** Stable key, also used in `defaultExpandedKeys`. */
  id: string;
  /** The trigger text, e.g. the FAQ question. */
  title: ReactNode;
  /** The content revealed under it, e.g. the answer. */
  content: ReactNode;
}

export interface AccordionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The items, in order. */
  items: AccordionItem[];
  /**
   * Heading level of each question, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Let several items be open at once. The spec's FAQs open one at a time.
   * @default false
   */
  allowsMultipleExpanded?: boolean;
  /**
   * Ids of the items open on first render. Unless `allowsMultipleExpanded`, only the first of them (in item
   * order) opens.
   * @default []
   */
  defaultExpandedKeys?: Iterable<string>;
  /**
   * The `name` the items share, which makes the browser keep one open at a time. Ignored with
   * `allowsMultipleExpanded`.
   * @default a name unique to this accordion (`useId`)
   */
  name?: string;
}

/**
 * Questions and answers (or any titled content) that open one at a time; the open item collapses again when its
 * question is pressed. Native `<details name>` underneath, so it works before hydration and with JavaScript off,
 * and the browser's find-in-page opens the item holding a match.
 */
export function Accordion({
  items,
  headingLevel = 3,
  allowsMultipleExpanded = false,
  defaultExpandedKeys = [],
  name,
  className,
  ...props
}: AccordionProps) {
  const generatedName = useId();
  const groupName = allowsMultipleExpanded ? undefined : (name ?? generatedName);
  const wanted = new Set(defaultExpandedKeys);
  const opened = allowsMultipleExpanded
    ? wanted
    : new Set(
        items
          .filter((item) => wanted.has(item.id))
          .slice(0, 1)
          .map((item) => item.id),
      );
  const Heading = `h${headingLevel}` as const;

  return (
    <div {...props} className={cx(styles.root, className)}>
      {items.map((item) => (
        <details key={item.id} name={groupName} open={opened.has(item.id)} className={styles.item}>
          <summary className={styles.trigger}>
            {/* A heading inside the summary is valid HTML (phrasing or heading content) and passes axe, so the
                question stays in the page outline for heading navigation. */}
            <Heading className={styles.heading}>{item.title}</Heading>
            {/* A 2 px stroke at the chevron's 1.25rem size. */}
            <ChevronDownIcon className={styles.chevron} strokeWidth={2.4} />
          </summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
