import { CaseStudyCard, Grid, Hero, JumpLinkButton, Section, TextLink } from '@tallowood/design-system';
import { clientResults } from '../content/client-results.ts';
import { island } from '../islands/island.tsx';
import * as styles from './ClientResultsPage.css.ts';

/** The form's code loads as the visitor nears it (see `island`). */
const AuditRequestForm = island('audit-request-form', () =>
  import('../lead-forms/AuditRequestForm.tsx').then((module) => module.AuditRequestForm),
);

const pagePath = '/client-results';

export default function ClientResultsPage() {
  const { hero, audit, cases, closing } = clientResults;
  return (
    <>
      <Hero
        variant="gradient"
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        actions={
          <div className={styles.heroActions}>
            <JumpLinkButton
              size="lg"
              variant="secondary"
              action={{ label: hero.auditCta, targetId: audit.id, fallbackHref: `${pagePath}#${audit.id}` }}
            />
            <JumpLinkButton
              size="lg"
              variant="outline"
              className={styles.heroOutline}
              action={{ label: hero.casesCta, targetId: cases.id, fallbackHref: `${pagePath}#${cases.id}` }}
            />
          </div>
        }
      />

      <Section
        id={cases.id}
        className={styles.anchorTarget}
        heading={{ title: cases.title, subtitle: cases.subtitle, align: 'center' }}
      >
        <Grid columns={{ mobile: 1, desktop: 3 }} gap="6">
          {cases.items.map((item) => (
            <CaseStudyCard key={item.client} {...item} link={{ label: cases.linkLabel, href: cases.linkHref }} />
          ))}
        </Grid>
      </Section>

      <Section
        id={audit.id}
        className={styles.anchorTarget}
        tone="muted"
        heading={{ title: audit.title, subtitle: audit.subtitle }}
      >
        <div className={styles.auditLayout}>
          <div className={styles.auditAside}>
            <ul className={styles.auditPoints}>
              {audit.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <p>
              <TextLink href={closing.seoLink.href}>{closing.seoLink.label}</TextLink>
            </p>
          </div>
          <div className={styles.formPanel}>
            <AuditRequestForm />
          </div>
        </div>
      </Section>
    </>
  );
}
