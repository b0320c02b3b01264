/**
 * The lead forms as islands: each page renders its form from the server, and the form's code (fields,
 * validation, submission) loads when the visitor comes near it.
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
