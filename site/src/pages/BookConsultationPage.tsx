import { Grid, Hero, Section } from '@tallowood/design-system';
import type { ComponentType, SVGProps } from 'react';
import { DesignIllustration, DiscoveryIllustration, LaunchIllustration } from '../assets/ProcessIllustrations.tsx';
import { consultationPage } from '../content/consultation.ts';
import { island } from '../islands/island.tsx';
import * as styles from './BookConsultationPage.css.ts';

/** The form's code loads as the visitor nears it (see `island`). */
const ConsultationForm = island('consultation-form', () =>
  import('../lead-forms/ConsultationForm.tsx').then((module) => module.ConsultationForm),
);

const illustrations: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  discovery: DiscoveryIllustration,
  design: DesignIllustration,
  launch: LaunchIllustration,
};

/** `/book-consultation`: the strategy booking form, what the call is, and the process gallery. */
export default function BookConsultationPage() {
  const { hero, panel, gallery } = consultationPage;
  return (
    <>
      <Hero variant="gradient" headingLevel={1} eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section>
        <div className={styles.layout}>
          <div className={styles.formPanel}>
            <ConsultationForm />
          </div>
          <aside className={styles.panel} aria-labelledby="consultation-panel-title">
            <h2 id="consultation-panel-title" className={styles.panelTitle}>
              {panel.title}
            </h2>
            <ul className={styles.panelList}>
              {panel.items.map((item) => (
                <li key={item.title}>
                  <strong className={styles.panelItemTitle}>{item.title}</strong>
                  <span>{item.body}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
      <Section tone="muted" heading={{ title: gallery.title, subtitle: gallery.subtitle, align: 'center' }}>
        <Grid columns={{ mobile: 1, desktop: 3 }} gap="6">
          {gallery.items.map((item) => {
            const Illustration = illustrations[item.image] ?? DiscoveryIllustration;
            return (
              <figure key={item.title} className={styles.figure}>
                <Illustration className={styles.illustration} />
                <figcaption>
                  <strong className={styles.figureTitle}>{item.title}</strong>
                  <span>{item.caption}</span>
                </figcaption>
              </figure>
            );
          })}
        </Grid>
      </Section>
    </>
  );
}
