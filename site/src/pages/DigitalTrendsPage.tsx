import { CtaBlock, FilterTabs, Hero, Section } from '@tallowood/design-system';
import { useId, useState } from 'react';
import { digitalTrends } from '../content/digital-trends.ts';
import { newsletter } from '../content/newsletter.ts';
import { island } from '../islands/island.tsx';
import * as styles from './DigitalTrendsPage.css.ts';

/** The form's code loads as the visitor nears it (see `island`). */
const NewsletterForm = island('newsletter-form', () =>
  import('../lead-forms/NewsletterForm.tsx').then((module) => module.NewsletterForm),
);

export default function DigitalTrendsPage() {
  const { hero, categories, intro, cta } = digitalTrends;
  const [categoryId, setCategoryId] = useState<string>('all');
  const category = categories.items.find((item) => item.id === categoryId);
  const newsletterTitleId = useId();

  return (
    <>
      <Hero variant="gradient" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />

      <Section heading={{ title: categories.title }}>
        <FilterTabs
          aria-label={categories.label}
          items={categories.items.map((item) => ({ id: item.id, label: item.name, count: item.count }))}
          selectedKey={categoryId}
          onSelectionChange={(key) => setCategoryId(String(key))}
        />
        <p className={styles.categorySummary} aria-live="polite">
          {category ? (
            <>
              <span className={styles.categoryCount}>
                {category.name}: {categories.countLabel(category.count)}.
              </span>{' '}
              {category.summary}
            </>
          ) : null}
        </p>
      </Section>

      <Section tone="muted" heading={{ title: intro.title }}>
        <div className={styles.intro}>
          <div className={styles.prose}>
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
          <ul className={styles.topics}>
            {intro.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </div>
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
