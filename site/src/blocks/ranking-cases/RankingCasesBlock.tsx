import { CaseStudyCard } from '@tallowood/design-system';
import { clientCredit } from '../../content/voices.ts';
import { SwipeRow } from '../../templates/SwipeRow.tsx';
import * as styles from '../../templates/WorkBlocks.css.ts';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

/**
 * Case studies three to a row; a phone swipes through them in one row, a card and the edge of the next in view, each
 * card's link a stop for the keyboard.
 */
export function RankingCasesBlock({ block, tone }: BlockProps<'ranking-cases'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <SwipeRow columns={{ mobile: 1, desktop: 3 }} gap="6" className={styles.swipeBounds}>
        {block.items.map((item) => (
          <CaseStudyCard key={item.client} {...item} {...clientCredit(item.client)} link={block.link} />
        ))}
      </SwipeRow>
    </BlockSection>
  );
}
