import { Badge, Card, Grid, Heading, Stack, Text } from '@tallowood/design-system';
import { clientCredit } from '../../content/voices.ts';
import { Inline } from '../../templates/Inline.tsx';
import { PagePicture } from '../../templates/PagePicture.tsx';
import { PhoneFold } from '../../templates/PhoneFold.tsx';
import { redesignPictureName } from '../../templates/pagePictures.ts';
import * as styles from '../../templates/WorkBlocks.css.ts';
import { type BlockProps, BlockSection, CheckList } from '../BlockParts.tsx';

/** A button's words, the client named for a screen reader, since every card has the same button. */
function ForClient({ what, client }: { what: string; client: string }) {
  return (
    <>
      {what}
      <span className={styles.hidden}> for {clientCredit(client).client}</span>
    </>
  );
}

/** Redesigns: the old site beside the new one (stacked on phones), and what changed. */
export function TransformationsBlock({ block, tone, opening = false }: BlockProps<'transformations'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <Grid as="ul" columns={{ mobile: 1, desktop: 2 }} gap="8" mobileLimit={false} className={styles.list}>
        {block.items.map((item) => (
          <Card key={item.client} as="li" padding="lg" radius="xl" gap="4">
            <Stack gap="2">
              <Badge variant="secondary" className={styles.category}>
                {item.category}
              </Badge>
              <Heading level={3} size="md">
                {clientCredit(item.client).client}
              </Heading>
            </Stack>
            <div className={styles.pair}>
              {(['before', 'after'] as const).map((when) => (
                <figure key={when} className={styles.figure}>
                  <PagePicture
                    name={redesignPictureName(item.client, when)}
                    alt={item[when].alt}
                    className={styles.figureArt}
                    eager={opening}
                  />
                  <figcaption className={styles.figureCaption({ when })}>
                    {when === 'before' ? 'Before' : 'After'}
                  </figcaption>
                </figure>
              ))}
            </div>
            <Text>
              <Inline text={item.description} />
            </Text>
            {/* A phone sees each pair and its story; the list of changes is a tap away. */}
            <PhoneFold
              start
              closed={<ForClient what="Show what changed" client={item.client} />}
              open={<ForClient what="Hide what changed" client={item.client} />}
            >
              <Stack gap="4">
                <Heading level={4} size="xs">
                  What changed
                </Heading>
                <CheckList items={item.improvements} />
              </Stack>
            </PhoneFold>
          </Card>
        ))}
      </Grid>
    </BlockSection>
  );
}
