import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import { withClassName } from '../../utils/classNames.ts';
import * as styles from './Accordion.css.ts';

export interface AccordionItem {
  /** Stable key, also used in `expandedKeys`. */
  id: string;
  /** The trigger text, e.g. the FAQ question. */
  title: ReactNode;
  /** The content revealed under it, e.g. the answer. */
  content: ReactNode;
}

export interface AccordionProps extends Omit<DisclosureGroupProps, 'children' | 'allowsMultipleExpanded'> {
  /** The items, in order. */
  items: AccordionItem[];
  /**
   * Heading level wrapping each trigger, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Let several items be open at once. The spec's FAQs open one at a time.
   * @default false
   */
  allowsMultipleExpanded?: boolean;
}

/**
 * Questions and answers (or any titled content) that open one at a time; the open item collapses
 * again when its trigger is pressed. RAC `DisclosureGroup` underneath.
 */
export function Accordion({
  items,
  headingLevel = 3,
  allowsMultipleExpanded = false,
  className,
  ...props
}: AccordionProps) {
  return (
    <DisclosureGroup
      {...props}
      allowsMultipleExpanded={allowsMultipleExpanded}
      className={withClassName(styles.root, className)}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id as Key} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{item.title}</span>
              {/* A 2 px stroke at the chevron's 1.25rem size. */}
              <ChevronDownIcon className={styles.chevron} strokeWidth={2.4} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
