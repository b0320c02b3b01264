/**
 * Who the mail is from, shown in every message. Mirrors `site/src/config/business.ts` (that module
 * reads build-time settings the API process does not have); a test keeps the two in step.
 */
export const senderIdentity = {
  name: 'Tallowood Digital',
  city: 'Melbourne',
  address: 'Level 2, 120 Collins Street, Melbourne VIC 3000, Australia',
  phone: '(03) 9111 4820',
  phoneHref: 'tel:+61391114820',
  email: 'hello@tallowood.digital',
  hoursText: 'Mon-Fri 9AM-6PM AEST',
} as const;
