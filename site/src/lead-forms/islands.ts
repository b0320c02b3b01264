/**
 * The lead forms as islands: each page renders its form from the server, and the form's code (fields,
 * validation, submission) loads when the visitor comes near it. A form at the top of its page loads at
 * once, but in a task of its own after the page has hydrated, so no single task holds the phone's main
 * thread for long.
 */
import { island } from '../islands/island.tsx';

export const HomeContactForm = island('home-contact-form', () =>
  import('./HomeContactForm.tsx').then((module) => module.HomeContactForm),
);

export const AuditRequestForm = island('audit-request-form', () =>
  import('./AuditRequestForm.tsx').then((module) => module.AuditRequestForm),
);

export const NewsletterForm = island('newsletter-form', () =>
  import('./NewsletterForm.tsx').then((module) => module.NewsletterForm),
);

export const ContactForm = island('contact-form', () =>
  import('./ContactForm.tsx').then((module) => module.ContactForm),
);

export const ConsultationForm = island('consultation-form', () =>
  import('./ConsultationForm.tsx').then((module) => module.ConsultationForm),
);

export const DemoRequestForm = island('demo-request-form', () =>
  import('./DemoRequestForm.tsx').then((module) => module.DemoRequestForm),
);

export const UnsubscribeForm = island('unsubscribe-form', () =>
  import('./UnsubscribeForm.tsx').then((module) => module.UnsubscribeForm),
);
