import { FeatureCard, Grid, Hero, Section } from '@tallowood/design-system';
import { demoPage } from '../content/demo.ts';
import { island } from '../islands/island.tsx';
import * as styles from './RequestDemoPage.css.ts';

/** The form's code loads as the visitor nears it (see `island`). */
const DemoRequestForm = island('demo-request-form', () =>
  import('../lead-forms/DemoRequestForm.tsx').then((module) => module.DemoRequestForm),
);

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
