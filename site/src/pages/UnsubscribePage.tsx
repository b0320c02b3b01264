import { Hero, Section } from '@tallowood/design-system';
import { unsubscribe } from '../content/unsubscribe.ts';
import { island } from '../islands/island.tsx';
import * as styles from './UnsubscribePage.css.ts';

/** The form's code loads as the visitor nears it (see `island`). */
const UnsubscribeForm = island('unsubscribe-form', () =>
  import('../lead-forms/UnsubscribeForm.tsx').then((module) => module.UnsubscribeForm),
);

export default function UnsubscribePage() {
  const { hero, explainer } = unsubscribe;
  return (
    <>
      <Hero variant="plain" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section aria-label={unsubscribe.form.title}>
        <div className={styles.layout}>
          <div className={styles.formPanel}>
            <UnsubscribeForm />
          </div>
          <div>
            <h2 className={styles.explainerTitle}>{explainer.title}</h2>
            <ul className={styles.points}>
              {explainer.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
}
