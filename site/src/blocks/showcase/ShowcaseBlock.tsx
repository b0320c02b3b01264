import {
  Badge,
  Card,
  FilterLinks,
  Grid,
  Heading,
  Inline as InlineLayout,
  LinkButton,
  Stack,
  Text,
  TextLink,
} from '@tallowood/design-system';
import { useSearchParams } from 'wouter';
import { demoLoaders, demoPath } from '../../content/demos/demoIndex.ts';
import { clientCredit } from '../../content/voices.ts';
import { Inline } from '../../templates/Inline.tsx';
import { PagePicture } from '../../templates/PagePicture.tsx';
import { PhoneFold } from '../../templates/PhoneFold.tsx';
import * as styles from '../../templates/WorkBlocks.css.ts';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';
import type { BlockOf } from '../registry.ts';

type Showcase = BlockOf<'showcase'>;

/** The category the address asks for (`?category=`), or the first ("all") when it names none of them. */
function chosenCategory(block: Showcase, asked: string | null): Showcase['categories'][number] {
  const all = block.categories[0] as Showcase['categories'][number];
  return block.categories.find((category) => category.id === asked && category !== all) ?? all;
}

/** The projects a category shows: all of them for the first category. */
function projectsIn(block: Showcase, categoryId: string): Showcase['items'] {
  return categoryId === block.categories[0]?.id
    ? block.items
    : block.items.filter((item) => item.categories.includes(categoryId));
}

/** A button's words, the project named for a screen reader, since every card has the same button. */
function ForProject({ what, title }: { what: string; title: string }) {
  return (
    <>
      {what}
      <span className={styles.hidden}> of {title}</span>
    </>
  );
}

function projectsLabel(count: number): string {
  return `${count} ${count === 1 ? 'project' : 'projects'}`;
}

/**
 * Projects filtered by category. The filters are links (`?category=`), so the choice survives a reload and the
 * server renders the filtered list for a visitor without JavaScript; with it, the list changes in place and the
 * new count is announced.
 */
export function ShowcaseBlock({ block, tone, page, opening = false }: BlockProps<'showcase'>) {
  const [params] = useSearchParams();
  const current = chosenCategory(block, params.get('category'));
  const shown = projectsIn(block, current.id);
  const labelOf = new Map(block.categories.map((category) => [category.id, category.label]));
  return (
    <BlockSection block={block} tone={tone}>
      <Stack gap="6">
        <FilterLinks
          aria-label={block.filterLabel}
          currentId={current.id}
          className={styles.filters}
          items={block.categories.map((category, index) => ({
            id: category.id,
            label: category.label,
            count: projectsIn(block, category.id).length,
            href: index === 0 ? page.path : `${page.path}?category=${category.id}`,
          }))}
        />
        <Text role="status" align="center" tone="muted">
          {current === block.categories[0]
            ? `Showing all ${projectsLabel(shown.length)}.`
            : `Showing ${projectsLabel(shown.length)} in ${current.label}.`}
        </Text>
        <Grid as="ul" columns={{ mobile: 1, desktop: 3 }} gap="6" mobileLimit={false} className={styles.list}>
          {shown.map((item, index) => {
            const title = clientCredit(item.client).client;
            return (
              <Card key={item.client} as="li" padding="none" radius="xl" className={styles.project}>
                <PagePicture
                  name={item.client}
                  alt={item.pictureAlt}
                  className={styles.projectArt}
                  themed
                  eager={opening && index < 3}
                />
                <Stack gap="3" className={styles.projectBody}>
                  <InlineLayout gap="2">
                    {item.categories.map((id) => (
                      <Badge key={id} variant="secondary">
                        {labelOf.get(id) ?? id}
                      </Badge>
                    ))}
                  </InlineLayout>
                  <Heading level={3} size="md">
                    {title}
                  </Heading>
                  {/* A phone scans the pictures and names, each project's story and results a tap away. */}
                  <PhoneFold
                    start
                    closed={<ForProject what="Show details" title={title} />}
                    open={<ForProject what="Hide details" title={title} />}
                  >
                    <Stack gap="3">
                      <Text>
                        <Inline text={item.description} />
                      </Text>
                      <ul className={styles.results}>
                        {item.results.map((result) => (
                          <li key={result}>{result}</li>
                        ))}
                      </ul>
                    </Stack>
                  </PhoneFold>
                  {item.client in demoLoaders ? (
                    <TextLink href={demoPath(item.client)}>
                      See the demo<span className={styles.hidden}> of the {title} site</span>
                    </TextLink>
                  ) : null}
                  <InlineLayout gap="3" className={styles.projectLink}>
                    <LinkButton href={item.caseStudy}>
                      {block.caseStudyLabel}
                      <span className={styles.hidden}> of {title}</span>
                    </LinkButton>
                    <LinkButton href={item.href} newTab variant="outline">
                      {item.linkLabel}
                      <span className={styles.hidden}> {title}</span>
                    </LinkButton>
                  </InlineLayout>
                </Stack>
              </Card>
            );
          })}
        </Grid>
      </Stack>
    </BlockSection>
  );
}
