import { Card, Text } from '@tallowood/design-system';
import * as styles from '../../templates/ContentPage.css.ts';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function ConversationBlock({ block, tone }: BlockProps<'conversation'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <Card as="figure" padding="lg" radius="xl" gap="4" className={styles.conversation}>
        {block.title ? (
          <Text as="figcaption" tone="muted" weight="semibold">
            {block.title}
          </Text>
        ) : null}
        <ol className={styles.messages}>
          {block.messages.map((message) => (
            <li key={message.text} className={styles.message({ from: message.from })}>
              <span className={styles.sender}>{message.from === 'customer' ? 'Customer' : 'Automated reply'}</span>
              {message.text}
            </li>
          ))}
        </ol>
      </Card>
    </BlockSection>
  );
}
