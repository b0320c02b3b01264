/**
 * The agency's facts, in one place: pages, structured data, the mail the server sends and the tests all read
 * them from here (build-time settings such as the booking link live in `site.ts`).
 */
export const business = {
  name: 'Tallowood Digital',
  legalName: 'Tallowood Digital Pty Ltd',
  tagline: 'Websites that win clients, live in 48 hours',
  city: 'Melbourne',
  phone: { display: '(03) 9111 4820', href: 'tel:+61391114820', e164: '+61391114820' },
  whatsapp: { display: 'WhatsApp us', href: 'https://wa.me/61491570156' },
  email: 'hello@tallowood.digital',
  address: {
    street: 'Level 2, 120 Collins Street',
    locality: 'Melbourne',
    region: 'VIC',
    postcode: '3000',
    country: 'AU',
  },
  /** Shown on pages. */
  hoursText: 'Mon-Fri 9AM-6PM AEST',
  /** For structured data. */
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
  foundingYear: '2023',
  priceRange: '$$',
  currency: 'AUD',
} as const;

/** The postal address on one line, as letters and mail footers show it. */
export const addressLine = `${business.address.street}, ${business.address.locality} ${business.address.region} ${business.address.postcode}, Australia`;
