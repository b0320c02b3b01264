import {
  Badge,
  Container,
  CtaBlock,
  DataTable,
  Grid,
  Heading,
  Section,
  StatTile,
  Text,
  TextLink,
} from '@tallowood/design-system';
import { absoluteUrl } from '../config/site.ts';
import type { LoadedArticle } from '../content/articleIndex.ts';
import { categoryName, competition, type PositionBand, positionBand } from '../content/articleMeta.ts';
import type { KeywordRanking } from '../content/articleSchema.ts';
import type { ResolvedPage } from '../routes/lazyPage.ts';
import { categoryPath } from '../routes/redirects.ts';
import { socialImage } from '../seo/socialImage.ts';
import { article as articleData } from '../seo/structuredData.ts';
import { Art } from './Art.tsx';
import { ArticleGrid, longDate } from './ArticleCard.tsx';
import * as styles from './ArticlePage.css.ts';
import { FeedLink } from './FeedLink.tsx';
import { PageContents } from './PageContents.tsx';
import { ShareButton } from './ShareButton.tsx';
import { SourceList } from './SourceList.tsx';

const bandLabels: Record<PositionBand, { label: string; variant: 'success' | 'info' | 'warning' | 'outline' }> = {
  top3: { label: 'Top 3', variant: 'success' },
  top5: { label: 'Top 5', variant: 'info' },
  top10: { label: 'Page one', variant: 'warning' },
  beyond: { label: 'Page two', variant: 'outline' },
};

type RankingRow = KeywordRanking & { id: number; competition: string };

/** The live rankings: the headline figures, then each keyword with its position (colour and words), searches, growth. */
function Rankings({ rankings }: { rankings: NonNullable<LoadedArticle['data']['rankings']> }) {
  const rows: RankingRow[] = [...rankings.rows]
    .sort((a, b) => a.position - b.position)
    .map((row, index) => ({ ...row, id: index, competition: competition(row.position) }));
  return (
    <section aria-labelledby="live-rankings" className={styles.rankings}>
      <Heading level={2} size="lg" id="live-rankings">
        Live keyword rankings
      </Heading>
      <Grid columns={{ mobile: 1, desktop: 3 }} gap="4">
        <StatTile value={String(rankings.tracked)} label="keywords tracked" framed />
        <StatTile value={rankings.topTen} label="in Google's top 10" framed />
        <StatTile value={rankings.averageGrowth} label="average traffic growth" framed />
      </Grid>
      <DataTable<RankingRow>
        caption="Google positions of the keywords we track, best first"
        columns={[
          { key: 'position', label: 'Rank' },
          { key: 'keyword', label: 'Keyword', isRowHeader: true },
          { key: 'searches', label: 'Monthly searches', numeric: true },
          { key: 'growth', label: 'Growth', numeric: true },
          { key: 'competition', label: 'Competition' },
        ]}
        rows={rows}
        renderCell={(row, column) => {
          if (column.key === 'position') {
            const band = bandLabels[positionBand(row.position)];
            return (
              <Badge variant={band.variant} className={styles.position}>
                <span className={styles.positionNumber}>{row.position}</span> {band.label}
              </Badge>
            );
          }
          if (column.key === 'searches') return row.searches.toLocaleString('en-AU');
          return String(row[column.key]);
        }}
      />
      <Text size="sm" tone="muted">
        Positions are colour-coded and labelled: Top 3 (green), Top 5 (blue), Page one (orange) and Page two (grey).
      </Text>
    </section>
  );
}

/** From this many sections an article opens with its contents: long-form reading skips to a part, nothing folds. */
const contentsFrom = 3;

export function ArticlePage({ article }: { article: LoadedArticle }) {
  const { data, html, minutes, headings, related } = article;
  return (
    <>
      <FeedLink />
      <article className={styles.root}>
        <Container>
          <header className={styles.header}>
            <TextLink href="/digital-trends" className={styles.back}>
              Back to Digital Trends
            </TextLink>
            <TextLink href={categoryPath(data.category)} className={styles.category}>
              {categoryName(data.category)}
            </TextLink>
            <Heading level={1} size="2xl">
              {data.title}
            </Heading>
            <Text size="xl" tone="muted" measure>
              {data.excerpt}
            </Text>
            <div className={styles.meta}>
              <span>
                By <span className={styles.author}>{data.author.name}</span>, {data.author.role}
              </span>
              <span>
                <time dateTime={data.published}>{longDate(data.published)}</time>
                {data.updated ? (
                  <>
                    {' '}
                    (updated <time dateTime={data.updated}>{longDate(data.updated)}</time>)
                  </>
                ) : null}
              </span>
              <span>{minutes} min read</span>
              <ShareButton title={data.title} url={absoluteUrl(article.path)} />
            </div>
          </header>
          {/* An image file: on a phone it starts near the first screen's foot, and the article's text, not it, is what
              the reader waits for; inline, it would keep the document from arriving in one round trip. */}
          <Art art={data.cover} className={styles.cover} deferred />
          {headings.length >= contentsFrom ? (
            <div className={styles.contents}>
              <p className={styles.contentsTitle}>In this article</p>
              <PageContents sections={headings} label="In this article" />
            </div>
          ) : null}
          {data.rankings ? <Rankings rankings={data.rankings} /> : null}
          {/* Compiled from Markdown and cleaned to an allow-list at build time (site/build/content/markdown.ts). */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at build time, never from a visitor */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
          <SourceList sources={article.sources} />
        </Container>
      </article>
      <Section tone="muted" heading={{ title: 'Related articles' }}>
        {/* After the whole article: their covers need not travel in the document. */}
        <ArticleGrid articles={related} deferCoversFrom={0} />
      </Section>
      <CtaBlock
        title="Want these ideas working for your business?"
        subtitle="Book a free strategy call and we will show you the changes that would bring you the most enquiries."
        primaryLabel="Book Free Strategy Call"
        primaryHref="/book-consultation"
        primaryTargetId=""
        secondaryLabel="See Our Portfolio"
        secondaryHref="/portfolio"
      />
    </>
  );
}

export function resolveArticlePage(article: LoadedArticle): ResolvedPage {
  const { data } = article;
  return {
    Component: () => <ArticlePage article={article} />,
    source: 'article',
    head: {
      name: data.title,
      title: `${data.title} | Tallowood Digital`,
      description: data.excerpt,
      keywords: data.keywords,
      indexed: true,
      breadcrumbs: article.trail,
      lastModified: data.updated ?? data.published,
      feed: true,
      structuredData: import.meta.env.SSR
        ? [
            articleData({
              title: data.title,
              description: data.excerpt,
              path: article.path,
              author: data.author.name,
              authorRole: data.author.role,
              datePublished: data.published,
              dateModified: data.updated,
              section: categoryName(data.category),
              keywords: data.keywords,
              wordCount: article.words,
              image: socialImage(article.path).path,
            }),
          ]
        : undefined,
    },
  };
}
