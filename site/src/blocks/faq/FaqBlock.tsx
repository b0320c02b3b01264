import { Accordion } from '@tallowood/design-system';
import * as styles from '../../templates/ContentPage.css.ts';
import { Inline } from '../../templates/Inline.tsx';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function FaqBlock({ block, tone }: BlockProps<'faq'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <Accordion
        className={styles.faq}
        items={block.items.map((item, index) => ({
          id: `faq-${index}`,
          title: item.question,
          content: <Inline text={item.answer} />,
        }))}
      />
    </BlockSection>
  );
}
