import {
  Container,
  clientBrandThemes,
  FeatureCard,
  Grid,
  Hero,
  LinkButton,
  ProcessSteps,
  Section,
  StatTile,
  Text,
  TextLink,
} from '@tallowood/design-system';
import { type ClientBrand, clientBrands } from '@tallowood/design-system/client-brands';
import { demoHead } from '../content/demos/demoHead.ts';
import type { DemoSite } from '../content/demos/demoSite.ts';
import { clientCredit, quoteCredit } from '../content/voices.ts';
import { Main } from '../layout/Main.tsx';
import { DemoThemeSwitch } from '../layout/ThemeSwitch.tsx';
import type { ResolvedPage } from '../routes/lazyPage.ts';
import * as styles from './DemoPage.css.ts';
import './demoFonts.ts';

/**
 * The client's name as its brand draws it: outlines, not text in a font, named for assistive technology. The first
 * drawing on the page carries the path (`id`); a later one repeats it by reference (`use`), so the path travels once.
 */
function Wordmark({
  brand,
  label,
  className,
  drawn,
}: {
  brand: ClientBrand;
  label: string;
  className: string;
  drawn: 'here' | 'above';
}) {
  const { width, height, d } = brand.wordmark;
  const id = `wordmark-${brand.id}`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className={className}>
      {drawn === 'here' ? <path id={id} d={d} /> : <use href={`#${id}`} />}
    </svg>
  );
}

/**
 * The agency's bar above the demo, in the site's own colours: whose site this is, the way back, and the theme switch
 * (the brand has a dark palette too).
 */
function DemoFrame({ demo, client }: { demo: DemoSite; client: string }) {
  return (
    <aside aria-label="About this demo" className={styles.frame}>
      <Container className={styles.frameInner}>
        <Text size="sm">
          <strong>Demo:</strong> the {client} home page, built by Tallowood Digital from our component kit in the
          client’s own brand. It takes no bookings, orders or enquiries.
        </Text>
        <div className={styles.frameLinks}>
          <TextLink href={`/portfolio/${demo.project}`} className={styles.tapLink}>
            Back to the case study
          </TextLink>
          <TextLink href={demo.liveSite} className={styles.tapLink}>
            Visit the live site
          </TextLink>
        </div>
        <DemoThemeSwitch iconOnly />
      </Container>
    </aside>
  );
}

/** A client's home page in its own brand, from its demo data and the kit's components. */
export function DemoPage({ demo }: { demo: DemoSite }) {
  const brand = clientBrands[demo.project];
  const { client, location } = clientCredit(demo.project);
  const voice = quoteCredit({ client: demo.project, person: demo.voice.person });
  const { hero, offer, facts, steps, visit } = demo;
  // A plain hero takes the brand's solid button; on a dark or gradient band, its soft one stands out in both themes.
  const onBand = hero.variant !== 'plain';
  return (
    <>
      <DemoFrame demo={demo} client={client} />
      <div className={clientBrandThemes[demo.project]}>
        <header className={styles.header}>
          <Container className={styles.headerInner}>
            <Wordmark brand={brand} label={client} className={styles.wordmark} drawn="here" />
            <nav aria-label={`${client} (demo)`}>
              <ul className={styles.menu}>
                {[offer, steps, demo.voice, visit].map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={styles.menuLink}>
                      {section.menu}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </Container>
        </header>
        <Main>
          <Hero
            variant={hero.variant}
            eyebrow={hero.eyebrow}
            title={hero.title}
            subtitle={hero.subtitle}
            actions={
              <>
                <LinkButton href={`#${visit.id}`} size="lg" variant={onBand ? 'secondary' : 'primary'}>
                  {hero.primary}
                </LinkButton>
                <LinkButton href={`#${offer.id}`} size="lg" variant="outline">
                  {hero.secondary}
                </LinkButton>
              </>
            }
          />
          <Section id={offer.id} tone="surface" heading={{ title: offer.heading, subtitle: offer.intro }}>
            <Grid columns={{ mobile: 1, desktop: 3 }} gap="6" mobileLimit={false}>
              {offer.items.map((item) => (
                <FeatureCard key={item.title} title={item.title} body={item.body} />
              ))}
            </Grid>
          </Section>
          {facts ? (
            <Section tone="muted" heading={{ title: facts.heading }}>
              <Grid columns={{ mobile: 1, desktop: facts.items.length }} gap="6" mobileLimit={false}>
                {facts.items.map((fact) => (
                  <StatTile key={fact.label} value={fact.value} label={fact.label} />
                ))}
              </Grid>
            </Section>
          ) : null}
          <Section
            id={steps.id}
            tone={facts ? 'surface' : 'muted'}
            heading={{ title: steps.heading, subtitle: steps.intro }}
          >
            <ProcessSteps steps={[...steps.items]} />
          </Section>
          <Section id={demo.voice.id} tone={facts ? 'muted' : 'surface'} heading={{ title: demo.voice.heading }}>
            <figure className={styles.quote}>
              <blockquote className={styles.quoteText}>
                <p>{demo.voice.quote}</p>
              </blockquote>
              <figcaption>
                <Text tone="muted">{voice.author}</Text>
              </figcaption>
            </figure>
          </Section>
          <Section id={visit.id} tone="inverse" heading={{ title: visit.heading }}>
            <div className={styles.closing}>
              <Text size="lg">{visit.body}</Text>
              <LinkButton href={demo.liveSite} size="lg" variant="secondary">
                {visit.liveLabel}
              </LinkButton>
            </div>
          </Section>
        </Main>
        <footer className={styles.footer}>
          <Container className={styles.footerInner}>
            <Wordmark brand={brand} label={client} className={styles.footerWordmark} drawn="above" />
            <Text tone="muted">
              {brand.tagline}. {location}.
            </Text>
          </Container>
        </footer>
      </div>
    </>
  );
}

/** A project's demo as its route renders it. */
export function resolveDemoPage(demo: DemoSite): ResolvedPage {
  return { Component: () => <DemoPage demo={demo} />, source: 'demo', head: demoHead(demo.project) };
}
