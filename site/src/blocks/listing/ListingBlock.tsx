import { Card, Grid, Heading, LinkButton, Text } from '@tallowood/design-system';
import * as styles from '../../templates/ActionBlocks.css.ts';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';
import { JobFacts } from './JobFacts.tsx';

export function ListingBlock({ block, tone, page }: BlockProps<'listing'>) {
  const entries = page.listings ?? [];
  return (
    <BlockSection block={block} tone={tone}>
      <Grid
        as="ul"
        columns={{ mobile: 1, desktop: entries.length % 3 === 0 ? 3 : 2 }}
        gap="6"
        mobileLimit={false}
        className={styles.listing}
      >
        {entries.map((entry) => (
          <Card key={entry.path} as="li" padding="lg" radius="xl" gap="4" className={styles.listingCard}>
            <Heading level={3} size="md">
              {entry.name}
            </Heading>
            {entry.job ? <JobFacts job={entry.job} /> : null}
            <Text tone="muted">{entry.summary}</Text>
            <LinkButton href={entry.path} variant="primary" className={styles.listingLink}>
              {block.linkLabel}
              <span className={styles.hidden}>: {entry.name}</span>
            </LinkButton>
          </Card>
        ))}
      </Grid>
    </BlockSection>
  );
}
