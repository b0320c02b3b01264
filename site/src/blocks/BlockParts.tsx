/** What every block renderer shares: its band, notes, running copy and check lists. */
import { CheckIcon, Section, Stack, Text } from '@tallowood/design-system';
import type { HTMLAttributes, ReactNode } from 'react';
import type { LoadedEntry } from '../content/contentIndex.ts';
import * as styles from '../templates/ContentPage.css.ts';
import { Inline } from '../templates/Inline.tsx';
import { PhoneFold } from '../templates/PhoneFold.tsx';
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

type Headed = { id?: string; heading?: string; intro?: string; eyebrow?: string; phoneFold?: string };

/**
 * A block's band: its anchor, background and heading (with its introduction), then its content, folded on a phone
 * when the block names its fold (`phoneFold`).
 */
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
      {block.phoneFold ? (
        // The fold's content keeps the band's own spacing, so a wide screen lays it out as before.
        <PhoneFold closed={`Show ${block.phoneFold}`} open={`Hide ${block.phoneFold}`}>
          <Stack gap={{ mobile: '6', desktop: '12' }}>{children}</Stack>
        </PhoneFold>
      ) : (
        children
      )}
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

/**
 * Running copy at a readable measure: paragraphs, and the bulleted lists between them. A phone reads the lead (or, with
 * none, the first paragraph), the rest folded under "Read more"; a wide screen reads it whole.
 */
export function Prose({
  lead,
  paragraphs,
  then,
}: {
  lead?: string;
  paragraphs: Copy;
  /** What follows the copy (a split block's points), folded with the rest of it on a phone. */
  then?: ReactNode;
}) {
  const parts = paragraphs.map((part) =>
    typeof part === 'string' ? (
      <Text key={part} size="lg" measure className={styles.phoneCopy}>
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
  );
  // A lead stands for the copy on a phone; without one, the first paragraph does.
  const shown = lead && parts.length > 1 ? [] : parts.slice(0, 1);
  const folded = parts.slice(shown.length);
  return (
    <Stack gap="4">
      {lead ? (
        <Text size="xl" weight="medium" measure className={styles.phoneLead}>
          <Inline text={lead} />
        </Text>
      ) : null}
      {folded.length > 0 || then ? (
        <>
          {shown}
          <PhoneFold closed="Read more" open="Read less" start>
            <Stack gap="5">
              {folded.length > 0 ? <Stack gap="4">{folded}</Stack> : null}
              {then}
            </Stack>
          </PhoneFold>
        </>
      ) : (
        parts
      )}
    </Stack>
  );
}
