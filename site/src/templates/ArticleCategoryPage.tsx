import { articleCards } from 'virtual:article-cards';
import { Breadcrumbs, Container, Hero, LinkButton, Section, Text } from '@tallowood/design-system';
import type { ArticleCategoryId } from '../content/articleCategories.ts';
import { categoryName } from '../content/articleMeta.ts';
import { categoryHead, categorySummaries, digitalTrends } from '../content/digital-trends.ts';
import type { ResolvedPage } from '../routes/lazyPage.ts';
import { categoryPath } from '../routes/redirects.ts';
import { ArticleGrid } from './ArticleCard.tsx';
import * as styles from './ContentPage.css.ts';
import { FeedLink } from './FeedLink.tsx';

/** A blog category: its trail, what it covers, its articles (newest first) and the way to a consultation. */
function ArticleCategoryPage({ id }: { id: ArticleCategoryId }) {
  const name = categoryName(id);
  const articles = articleCards.filter((article) => article.category === id);
  return (
    <>
      <FeedLink />
      <div className={styles.breadcrumbs}>
        <Container>
          <Breadcrumbs
            items={[
              { id: '/', label: 'Home', href: '/' },
              { id: '/digital-trends', label: 'Digital Trends', href: '/digital-trends' },
              { id: categoryPath(id), label: name },
            ]}
          />
        </Container>
      </div>
      <Hero
        variant="plain"
        eyebrow={`Digital Trends · ${digitalTrends.browse.countLabel(articles.length)}`}
        title={name}
        subtitle={categorySummaries[id]}
        actions={
          <LinkButton href="/book-consultation" size="lg">
            Book a Free Consultation
          </LinkButton>
        }
      />
      <Section tone="muted" heading={{ title: `${name} articles` }}>
        <ArticleGrid articles={articles} deferCoversFrom={1} />
        <Text align="center">
          <LinkButton href="/digital-trends" variant="outline">
            All articles
          </LinkButton>
        </Text>
      </Section>
    </>
  );
}

export function resolveCategoryPage(id: ArticleCategoryId): ResolvedPage {
  return {
    Component: () => <ArticleCategoryPage id={id} />,
    source: 'category',
    head: { ...categoryHead(id), feed: true },
  };
}
