import {
  desktopQuery,
  FeatureCard,
  Grid,
  Hero,
  Inline,
  JumpLinkButton,
  LinkButton,
  ProcessSteps,
  Section,
  ServiceCard,
  StatTile,
  TextLink,
  useMediaQuery,
} from '@tallowood/design-system';
import { lazy, Suspense } from 'react';
import { home } from '../content/home.ts';
import { island } from '../islands/island.tsx';
import { Art } from '../templates/Art.tsx';
import { ReviewRow } from '../templates/ReviewRow.tsx';
import * as styles from './HomePage.css.ts';

/** The form's code loads as the visitor nears it (see `island`). */
const HomeContactForm = island('home-contact-form', () =>
  import('../lead-forms/HomeContactForm.tsx').then((module) => module.HomeContactForm),
);

const HomeExtras = lazy(() => import('../widgets/HomeExtras.tsx'));

export default function HomePage() {
  const { hero, painPoints, system, platforms, testimonials, process, industries, contact } = home;
  // Exit intent needs a mouse and social proof is a desktop feature (spec §2): phones carry the action bar instead.
  const desktop = useMediaQuery(desktopQuery);
  return (
    <>
      <Hero
        variant="gradient"
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={
          <>
            <JumpLinkButton
              size="lg"
              variant="secondary"
              action={{ label: hero.primary, targetId: contact.formId, fallbackHref: `/#${contact.formId}` }}
            />
            <JumpLinkButton
              size="lg"
              variant="outline"
              className={styles.heroOutline}
              action={{ label: hero.secondary, targetId: process.id, fallbackHref: `/#${process.id}` }}
            />
          </>
        }
        note={
          <ul className={styles.proof}>
            {hero.proof.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        }
        media={<Art art={hero.art} />}
      />

      <Section heading={{ title: painPoints.title, subtitle: painPoints.subtitle, align: 'center' }}>
        <Grid columns={{ mobile: 1, desktop: 3 }} gap="6">
          {painPoints.items.map((item) => (
            <FeatureCard key={item.title} title={item.title} body={item.body} />
          ))}
        </Grid>
      </Section>

      <Section id={system.id} tone="muted" heading={{ title: system.title, subtitle: system.subtitle }}>
        <ol className={styles.systemList}>
          {system.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <p className={styles.note}>
          {system.valueNote} <TextLink href={system.pricingLink.href}>{system.pricingLink.label}</TextLink>
        </p>
      </Section>

      <Section heading={{ title: platforms.title, align: 'center' }}>
        <Grid columns={{ mobile: 1, desktop: 4 }} gap="6">
          {platforms.items.map((item) => (
            <ServiceCard
              key={item.title}
              title={item.title}
              description={item.description}
              link={{ label: 'Learn more', href: item.href }}
            />
          ))}
        </Grid>
      </Section>

      <Section tone="muted" heading={{ title: testimonials.title, align: 'center' }}>
        <Grid columns={{ mobile: 2, desktop: 4 }} gap="4">
          {testimonials.results.map((result) => (
            <StatTile key={result.label} value={result.value} label={result.label} framed />
          ))}
        </Grid>
        <ReviewRow items={testimonials.items} columns={3} className={styles.testimonials} />
      </Section>

      <Section id={process.id} heading={{ title: process.title, subtitle: process.subtitle, align: 'center' }}>
        <ProcessSteps steps={[...process.steps]} />
      </Section>

      <Section tone="muted" heading={{ title: industries.title, align: 'center' }}>
        <Inline gap="3" align="center" as="ul" aria-label="Industries we work with" className={styles.industries}>
          {industries.items.map((item) => (
            <li key={item.href}>
              <LinkButton href={item.href} variant="outline">
                {item.name}
              </LinkButton>
            </li>
          ))}
        </Inline>
      </Section>

      <Section id={contact.id} heading={{ title: contact.title, subtitle: contact.subtitle, align: 'center' }}>
        <div id={contact.formId} className={styles.formPanel}>
          <HomeContactForm />
        </div>
      </Section>

      {/* Asks the first script to bring the page to life on desktops at once, for the extras below. */}
      <div hidden data-wake-media={desktopQuery} />
      {desktop ? (
        <Suspense fallback={null}>
          <HomeExtras />
        </Suspense>
      ) : null}
    </>
  );
}
