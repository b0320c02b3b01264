import { Hero, LinkButton, PhoneIcon, Section, TextLink, WhatsAppIcon } from '@tallowood/design-system';
import { visuallyHidden } from '@tallowood/design-system/css';
import { business } from '../config/business.ts';
import { bookingUrl } from '../config/site.ts';
import { contactPage } from '../content/contact.ts';
import { island } from '../islands/island.tsx';
import * as styles from './ContactPage.css.ts';

/** The form's code loads as the visitor nears it (see `island`). */
const ContactForm = island('contact-form', () =>
  import('../lead-forms/ContactForm.tsx').then((module) => module.ContactForm),
);

const { address } = business;

/** `/contact-page` and `/contact`: the message form, the agency's details and the free 15-minute call. */
export default function ContactPage() {
  const { hero, details, guarantee, booking } = contactPage;
  return (
    <>
      <Hero variant="gradient" headingLevel={1} eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section>
        <div className={styles.layout}>
          <div className={styles.formPanel}>
            <ContactForm />
          </div>
          <aside className={styles.aside} aria-label="Other ways to reach us">
            <section className={styles.card} aria-labelledby="contact-details-title">
              <h2 id="contact-details-title" className={styles.cardTitle}>
                {details.title}
              </h2>
              <dl className={styles.details}>
                <dt>{details.phone}</dt>
                <dd>
                  <TextLink href={business.phone.href} className={styles.iconLink}>
                    <PhoneIcon aria-hidden="true" className={styles.linkIcon} />
                    {business.phone.display}
                  </TextLink>
                </dd>
                <dt>{details.email}</dt>
                <dd>
                  <TextLink href={`mailto:${business.email}`}>{business.email}</TextLink>
                </dd>
                <dt>{details.whatsapp}</dt>
                <dd>
                  <TextLink href={business.whatsapp.href} className={styles.iconLink}>
                    <WhatsAppIcon aria-hidden="true" className={styles.linkIcon} />
                    {business.whatsapp.display}
                  </TextLink>
                </dd>
                <dt>{details.address}</dt>
                <dd>
                  <address className={styles.address}>
                    {address.street}, {address.locality} {address.region} {address.postcode}
                  </address>
                </dd>
                <dt>{details.hours}</dt>
                <dd>{business.hoursText}</dd>
              </dl>
              <p className={styles.note}>{details.response}</p>
            </section>
            <section className={styles.guarantee} aria-labelledby="contact-guarantee-title">
              <h2 id="contact-guarantee-title" className={styles.cardTitle}>
                {guarantee.title}
              </h2>
              <p className={styles.cardBody}>{guarantee.body}</p>
              <TextLink href={guarantee.link.href} inherit>
                {guarantee.link.label}
              </TextLink>
            </section>
            <section className={styles.card} aria-labelledby="contact-booking-title">
              <h2 id="contact-booking-title" className={styles.cardTitle}>
                {booking.title}
              </h2>
              <p className={styles.cardBody}>{booking.body}</p>
              <LinkButton href={bookingUrl} variant="primary" fullWidth>
                {booking.cta}
                <span className={visuallyHidden}> (opens in a new tab)</span>
              </LinkButton>
            </section>
          </aside>
        </div>
      </Section>
    </>
  );
}
