import { FeatureCard, Grid, Hero, Section } from '@tallowood/design-system';
import { demoPage } from '../content/demo.ts';
import { DemoRequestForm } from '../lead-forms/islands.ts';
import * as styles from './RequestDemoPage.css.ts';

/** `/request-demo`: what the free demo call shows, and the request form. */
export default function RequestDemoPage() {
  const { hero, benefits } = demoPage;
  return (
    <>
      <Hero variant="gradient" headingLevel={1} eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section heading={{ title: benefits.title, align: 'center' }}>
        <Grid columns={{ mobile: 1, desktop: 3 }} gap="6">
          {benefits.items.map((item) => (
            <FeatureCard key={item.title} title={item.title} body={item.body} />
          ))}
        </Grid>
      </Section>
      <Section tone="muted">
        <div className={styles.formPanel}>
          <DemoRequestForm />
        </div>
      </Section>
    </>
  );
}
