import { Card, Text } from '@tallowood/design-system';
import * as styles from '../../templates/ContentPage.css.ts';
import { PhoneFold } from '../../templates/PhoneFold.tsx';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

type Message = BlockProps<'conversation'>['block']['messages'][number];

function Messages({ messages, start }: { messages: readonly Message[]; start?: number }) {
  return (
    <ol className={styles.messages} start={start}>
      {messages.map((message) => (
        <li key={message.text} className={styles.message({ from: message.from })}>
          <span className={styles.sender}>{message.from === 'customer' ? 'Customer' : 'Automated reply'}</span>
          {message.text}
        </li>
      ))}
    </ol>
  );
}

/**
 * Where a chat's first exchange ends: after the first answer to the opening message. A phone reads that much, the rest
 * folded; a short rest is not worth its button.
 */
function firstExchange(messages: readonly Message[]): number {
  const answer = messages.findIndex((message) => message.from !== messages[0]?.from);
  const end = answer < 0 ? messages.length : answer + 1;
  const rest = messages.slice(end);
  return rest.length > 1 || rest.some((message) => message.text.length > 80) ? end : messages.length;
}

export function ConversationBlock({ block, tone }: BlockProps<'conversation'>) {
  const end = firstExchange(block.messages);
  const rest = block.messages.slice(end);
  return (
    <BlockSection block={block} tone={tone}>
      <Card as="figure" padding="lg" radius="xl" gap="4" className={styles.conversation}>
        {block.title ? (
          <Text as="figcaption" tone="muted" weight="semibold">
            {block.title}
          </Text>
        ) : null}
        {rest.length > 0 ? (
          // The fold stands in the list's own rhythm, so a wide screen reads one unbroken chat.
          <div className={styles.messages}>
            <Messages messages={block.messages.slice(0, end)} />
            <PhoneFold
              closed={`Show ${rest.length} more ${rest.length === 1 ? 'message' : 'messages'}`}
              open="Show fewer messages"
            >
              <Messages messages={rest} start={end + 1} />
            </PhoneFold>
          </div>
        ) : (
          <Messages messages={block.messages} />
        )}
      </Card>
    </BlockSection>
  );
}
