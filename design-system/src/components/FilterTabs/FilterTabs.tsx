import { type Key, ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from 'react-aria-components';
import { withClassName } from '../../utils/classNames.ts';
import * as styles from './FilterTabs.css.ts';

/** One filter: its key, visible label and optional number of matching items. */
export interface FilterTabItem {
  /** The key reported by `onChange` and matched by `selectedKey`, e.g. a category slug. */
  id: Key;
  /** The tab's visible name, e.g. "SEO". */
  label: string;
  /** How many items the filter matches, shown after the label; left out, no number is shown. */
  count?: number;
}

export interface FilterTabsProps
  extends Omit<
    ToggleButtonGroupProps,
    | 'children'
    | 'selectionMode'
    | 'disallowEmptySelection'
    | 'selectedKeys'
    | 'defaultSelectedKeys'
    | 'onSelectionChange'
  > {
  /** The filters, in order. */
  items: readonly FilterTabItem[];
  /**
   * The chosen filter (controlled).
   * @default undefined
   */
  selectedKey?: Key;
  /**
   * The filter chosen at first (uncontrolled).
   * @default the first item
   */
  defaultSelectedKey?: Key;
  /**
   * Called with the newly chosen filter's key.
   * @default undefined
   */
  onSelectionChange?: (key: Key) => void;
}

/**
 * A row of filters of which exactly one is on, e.g. article categories. It does not own panels: the page shows
 * the filtered list. Arrow keys move between filters, Space or Enter chooses.
 */
export function FilterTabs({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
  ...props
}: FilterTabsProps) {
  const initial = defaultSelectedKey ?? items[0]?.id;
  return (
    <ToggleButtonGroup
      {...props}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedKey === undefined ? undefined : [selectedKey]}
      defaultSelectedKeys={initial === undefined ? undefined : [initial]}
      onSelectionChange={(keys) => {
        const [key] = keys;
        if (key !== undefined) onSelectionChange?.(key);
      }}
      className={withClassName(styles.root, className)}
    >
      {items.map((item) => (
        <ToggleButton key={item.id} id={item.id} className={styles.item}>
          {item.label}
          {item.count === undefined ? null : <span className={styles.count}>{item.count}</span>}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
