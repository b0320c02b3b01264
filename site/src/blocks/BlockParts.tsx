/** What every block renderer shares: its band, notes, running copy and check lists. */
import { CheckIcon, ChevronDownIcon, Section, Stack, Text } from '@tallowood/design-system';
import type { HTMLAttributes, ReactNode } from 'react';
import type { LoadedEntry } from '../content/contentIndex.ts';
import * as styles from '../templates/ContentPage.css.ts';
import { Inline } from '../templates/Inline.tsx';
import type { Copy } from './fields.ts';
import type { BlockOf, BlockType } from './registry.ts';

export type Tone = 'surface' | 'muted';

/** The page a block sits on, for blocks that depend on it (a form's role, a listing, a filter's address). */
type PageContext = Pick<LoadedEntry, 'slug' | 'path' | 'listings'>;

export type BlockProps<T extends BlockType> = {
  block: BlockOf<T>;
  tone: Tone;
  page: PageContext;
  /**
   * The page's first block, which a wide screen shows with the hero: its drawings travel in the document. Later
   * blocks' drawings load as images as the visitor scrolls near.
   * @default false
   */
  opening?: boolean;
};

/** The id an in-page link points at: `#x` or `/#x`, else none. */
export function targetId(href: string): string {
  return href.match(/^\/?#(.+)$/)?.[1] ?? '';
}

/** A section's introduction, with its inline links. */
function intro(text: string | undefined) {
  return text ? <Inline text={text} /> : undefined;
}

type Headed = { id?: string; heading?: string; intro?: string; eyebrow?: string };

/** A block's band: its anchor, background and heading (with its introduction), then its content. */
export function BlockSection({
  block,
  tone,
  align = 'center',
  label,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, 'id'> & {
  block: Headed;
  tone: Tone;
  align?: 'start' | 'center';
  /** The band's name when the block has no heading. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Section
      {...props}
      id={block.id}
      tone={tone}
      heading={
        block.heading
          ? { title: block.heading, subtitle: intro(block.intro), eyebrow: block.eyebrow, align }
          : undefined
      }
      aria-label={block.heading ? undefined : label}
    >
      {children}
    </Section>
  );
}

/** A quiet line under a block: where figures come from, what a price includes. */
export function Note({ text }: { text?: string }) {
  return text ? (
    <Text tone="muted" align="center">
      <Inline text={text} />
    </Text>
  ) : null;
}

export function CheckList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 | 3 }) {
  return (
    <ul className={styles.checklist({ columns })}>
      {items.map((item) => (
        <li key={item} className={styles.checkItem}>
          <CheckIcon className={styles.checkMark} />
          <span>
            <Inline text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Running copy at a readable measure: paragraphs, and the bulleted lists between them. */
export function Prose({ lead, paragraphs }: { lead?: string; paragraphs: Copy }) {
  return (
    <Stack gap="4">
      {lead ? (
        <Text size="xl" weight="medium" measure>
          <Inline text={lead} />
        </Text>
      ) : null}
      {paragraphs.map((part) =>
        typeof part === 'string' ? (
          <Text key={part} size="lg" measure>
            <Inline text={part} />
          </Text>
        ) : (
          <ul key={part.items[0]} className={styles.bullets}>
            {part.items.map((item) => (
              <li key={item}>
                <Inline text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </Stack>
  );
}

/**
 * A long run of items (cards, reviews) showing its first `shown`, the rest behind a native disclosure under them:
 * the page stays short until a visitor asks for more, which opens on the first tap, with or without JavaScript,
 * and the browser's find-in-page opens it on a match. `layout` lays out each part the same way.
 */
export function MoreItems({
  items,
  shown = 3,
  noun,
  layout,
}: {
  items: readonly ReactNode[];
  shown?: number;
  /** What the items are, plural ("reviews"), to name the button: "Show 2 more reviews". */
  noun?: string;
  layout: (items: readonly ReactNode[]) => ReactNode;
}) {
  // Folding away a single item saves less than its button costs.
  if (items.length <= shown + 1) return layout(items);
  const what = noun ? ` ${noun}` : '';
  return (
    <Stack gap="6">
      {layout(items.slice(0, shown))}
      <details className={styles.more}>
        <summary className={styles.moreSummary}>
          <span className={styles.moreClosed}>
            Show {items.length - shown} more{what}
          </span>
          <span className={styles.moreOpen}>Show fewer{what}</span>
          <ChevronDownIcon aria-hidden="true" className={styles.moreChevron} />
        </summary>
        {layout(items.slice(shown))}
      </details>
    </Stack>
  );
}
