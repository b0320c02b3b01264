import { Badge, CheckIcon, Inline as InlineLayout } from '@tallowood/design-system';
import * as styles from '../../templates/ContentPage.css.ts';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function BadgesBlock({ block, tone }: BlockProps<'badges'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <InlineLayout as="ul" gap="3" align="center" className={styles.badges}>
        {block.items.map((item) => (
          <li key={item}>
            <Badge variant="outline" className={styles.badge}>
              <CheckIcon aria-hidden="true" /> {item}
            </Badge>
          </li>
        ))}
      </InlineLayout>
    </BlockSection>
  );
}
