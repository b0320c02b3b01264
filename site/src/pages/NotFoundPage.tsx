import { Grid, Hero, Section, ServiceCard, TextLink } from '@tallowood/design-system';
import { popularLinks } from '../content/navigation.ts';
import * as styles from './NotFoundPage.css.ts';

const cards = [
  { title: 'Back to Home', description: 'Start again from the home page.', link: { label: 'Go home', href: '/' } },
  {
    title: 'View Pricing',
    description: 'Website and growth packages in AUD.',
    link: { label: 'See pricing', href: '/pricing' },
  },
  {
    title: 'Contact Us',
    description: 'Tell us what you were looking for.',
    link: { label: 'Get in touch', href: '/contact-page' },
  },
];

export default function NotFoundPage() {
  return (
    <>
      <Hero
        variant="plain"
        eyebrow="Page Not Found"
        title="404"
        subtitle="Sorry, we couldn't find the page you were looking for. It may have moved, or the address may be mistyped."
      />
      <Section aria-label="Where to next">
        <Grid columns={{ mobile: 1, desktop: 3 }} gap="6">
          {cards.map((card) => (
            <ServiceCard key={card.title} {...card} headingLevel={2} />
          ))}
        </Grid>
        <nav aria-label="Popular pages" className={styles.popular}>
          <h2 className={styles.popularTitle}>Popular pages</h2>
          <ul className={styles.popularList}>
            {popularLinks.map((link) => (
              <li key={link.href}>
                <TextLink href={link.href}>{link.name}</TextLink>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
    </>
  );
}
