import { articleCards } from 'virtual:article-cards';
import { Card, CtaBlock, FilterLinks, Grid, Heading, Hero, Section, Text, TextLink } from '@tallowood/design-system';
import { useId } from 'react';
import { useSearchParams } from 'wouter';
import { articleCategories } from '../content/articleCategories.ts';
import { categorySummaries, digitalTrends } from '../content/digital-trends.ts';
import { newsletter } from '../content/newsletter.ts';
import { island } from '../islands/island.tsx';
import { categoryPath } from '../routes/redirects.ts';
import { ArticleGrid, longDate } from '../templates/ArticleCard.tsx';
import { FeedLink } from '../templates/FeedLink.tsx';
import { MoreItems } from '../templates/PhoneFold.tsx';
import * as styles from './DigitalTrendsPage.css.ts';

/** The form's code loads as the visitor nears it (see `island`). */
const NewsletterForm = island('newsletter-form', () =>
  import('../lead-forms/NewsletterForm.tsx').then((module) => module.NewsletterForm),
);

const pagePath = '/digital-trends';
const countOf = (id: string) => articleCards.filter((article) => article.category === id).length;

export default function DigitalTrendsPage() {
  const { hero, featured, browse, latest, categories, intro, cta } = digitalTrends;
  const [params] = useSearchParams();
  const asked = params.get('category');
  const chosen = articleCategories.find((category) => category.id === asked);
  const listed = chosen ? articleCards.filter((article) => article.category === chosen.id) : articleCards;
  const newsletterTitleId = useId();

  return (
    <>
      <FeedLink />
      <Hero variant="gradient" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />

      <Section heading={{ title: featured.title }}>
        <ArticleGrid articles={articleCards.filter((article) => article.featured).slice(0, 3)} deferCoversFrom={1} />
      </Section>

      <Section id={browse.id} tone="muted" heading={{ title: browse.title }} className={styles.browse}>
        <FilterLinks
          aria-label={browse.filterLabel}
          currentId={chosen?.id ?? 'all'}
          items={[
            { id: 'all', label: browse.allLabel, count: articleCards.length, href: pagePath },
            ...articleCategories.map((category) => ({
              id: category.id,
              label: category.name,
              count: countOf(category.id),
              href: `${pagePath}?category=${category.id}`,
            })),
          ]}
        />
        <p role="status" className={styles.categorySummary}>
          <span className={styles.categoryCount}>
            {chosen ? chosen.name : browse.allLabel}: {browse.countLabel(listed.length)}.
          </span>{' '}
          {chosen ? categorySummaries[chosen.id] : null}
        </p>
        <MoreItems
          items={listed}
          columns={3}
          noun="articles"
          layout={(articles) => <ArticleGrid articles={articles} deferCoversFrom={0} />}
        />
      </Section>

      <Section heading={{ title: intro.title }}>
        <div className={styles.intro}>
          <div className={styles.prose}>
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
          <nav aria-labelledby="latest-articles">
            <Heading level={3} size="md" id="latest-articles">
              {latest.title}
            </Heading>
            <ol className={styles.latest}>
              {articleCards.slice(0, 5).map((article) => (
                <li key={article.slug}>
                  <TextLink href={article.path}>{article.title}</TextLink>
                  <Text size="sm" tone="muted">
                    <time dateTime={article.published}>{longDate(article.published)}</time> · {article.minutes} min read
                  </Text>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </Section>

      <Section tone="muted" heading={{ title: categories.title }}>
        <MoreItems
          items={articleCategories}
          columns={3}
          noun="categories"
          layout={(categoryCards) => (
            <Grid
              as="ul"
              columns={{ mobile: 1, desktop: 3 }}
              gap="6"
              mobileLimit={false}
              className={styles.categoryGrid}
            >
              {categoryCards.map((category) => (
                <Card key={category.id} as="li" padding="lg" radius="xl" gap="3" className={styles.categoryCard}>
                  <Heading level={3} size="md">
                    <TextLink href={categoryPath(category.id)} className={styles.categoryLink}>
                      {category.name}
                    </TextLink>
                  </Heading>
                  <Text tone="muted">{categorySummaries[category.id]}</Text>
                  <Text size="sm" weight="semibold">
                    {browse.countLabel(countOf(category.id))}
                  </Text>
                </Card>
              ))}
            </Grid>
          )}
        />
      </Section>

      <Section aria-labelledby={newsletterTitleId}>
        <div id={newsletter.box.id} className={styles.newsletterBox}>
          <h2 id={newsletterTitleId} className={styles.newsletterTitle}>
            {newsletter.box.title}
          </h2>
          <p className={styles.newsletterSubtitle}>{newsletter.box.subtitle}</p>
          <NewsletterForm aria-labelledby={newsletterTitleId} />
        </div>
      </Section>

      <CtaBlock
        title={cta.title}
        subtitle={cta.subtitle}
        primaryLabel={cta.primaryLabel}
        primaryHref={cta.primaryHref}
        secondaryLabel={cta.secondaryLabel}
        secondaryHref={cta.secondaryHref}
      />
    </>
  );
}
