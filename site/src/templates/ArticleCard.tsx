import { Badge, Card, Grid, Heading, Text, TextLink } from '@tallowood/design-system';
import type { ArticleCard as ArticleCardData } from '../content/articleIndex.ts';
import { categoryName } from '../content/articleMeta.ts';
import { Art } from './Art.tsx';
import * as styles from './ArticleCard.css.ts';

/** `2025-03-18` as "18 March 2025". */
export function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

interface ArticleCardProps {
  article: ArticleCardData;
  /** @default 3 */
  headingLevel?: 2 | 3;
  /**
   * The card sits below the first screen: its cover loads as an image as the visitor scrolls near (see `Art`).
   * @default false
   */
  deferredCover?: boolean;
}

/** An article in a listing: cover, category, title (the link), excerpt, date and reading time. */
export function ArticleCard({ article, headingLevel = 3, deferredCover = false }: ArticleCardProps) {
  return (
    <Card as="article" padding="none" radius="xl" className={styles.root}>
      <Art art={article.cover} className={styles.cover} deferred={deferredCover} />
      <div className={styles.body}>
        <Badge variant="secondary" className={styles.category}>
          {categoryName(article.category)}
        </Badge>
        <Heading level={headingLevel} size="md">
          {/* The whole card is the link's target area; the heading names it. */}
          <TextLink href={article.path} className={styles.link}>
            {article.title}
          </TextLink>
        </Heading>
        <Text tone="muted">{article.excerpt}</Text>
        <Text size="sm" tone="muted" className={styles.meta}>
          <time dateTime={article.published}>{longDate(article.published)}</time>
          <span aria-hidden="true"> · </span>
          {article.minutes} min read
        </Text>
      </div>
    </Card>
  );
}

/** Articles in a grid, as a list. */
export function ArticleGrid({
  articles,
  columns = 3,
  headingLevel,
  deferCoversFrom = Number.POSITIVE_INFINITY,
}: {
  articles: readonly ArticleCardData[];
  /** @default 3 */
  columns?: 2 | 3;
  headingLevel?: ArticleCardProps['headingLevel'];
  /**
   * The cards from this index on sit below the first screen: their covers load as images (see `Art`). Drawn inline
   * before it, so a cover on the first screen never waits for a file.
   * @default Infinity (every cover inline)
   */
  deferCoversFrom?: number;
}) {
  return (
    <Grid as="ul" columns={{ mobile: 1, desktop: columns }} gap="6" mobileLimit={false} className={styles.list}>
      {articles.map((article, index) => (
        <li key={article.slug} className={styles.item}>
          <ArticleCard article={article} headingLevel={headingLevel} deferredCover={index >= deferCoversFrom} />
        </li>
      ))}
    </Grid>
  );
}
