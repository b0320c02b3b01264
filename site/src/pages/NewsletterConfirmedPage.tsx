import { Hero, LinkButton, Section } from '@tallowood/design-system';
import { useId } from 'react';
import { useSearchParams } from 'wouter';
import { newsletter } from '../content/newsletter.ts';
import * as styles from './NewsletterConfirmedPage.css.ts';

/** Where the confirmation link in the newsletter e-mail lands (the API redirects here). */
export default function NewsletterConfirmedPage() {
  const [params] = useSearchParams();
  const expectId = useId();
  const { confirmed } = newsletter;
  const { articles, booking } = confirmed.links;
  if (params.get('status') === 'invalid') {
    return (
      <Hero
        variant="plain"
        eyebrow={confirmed.invalid.eyebrow}
        title={confirmed.invalid.title}
        subtitle={confirmed.invalid.subtitle}
        actions={
          <LinkButton href={`${articles.href}#${newsletter.box.id}`} size="lg">
            {confirmed.invalid.action}
          </LinkButton>
        }
      />
    );
  }
  return (
    <>
      <Hero variant="gradient" eyebrow={confirmed.eyebrow} title={confirmed.title} subtitle={confirmed.subtitle} />
      <Section aria-labelledby={expectId}>
        <div className={styles.body}>
          <h2 id={expectId} className={styles.title}>
            {confirmed.expect.title}
          </h2>
          <ul className={styles.points}>
            {confirmed.expect.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <LinkButton href={articles.href} size="lg">
              {articles.label}
            </LinkButton>
            <LinkButton href={booking.href} size="lg" variant="outline">
              {booking.label}
            </LinkButton>
          </div>
        </div>
      </Section>
    </>
  );
}
