/** The contact page's words, and the home page form's. Contact details come from `config/business.ts`. */
import { guaranteeWording } from './guarantees.ts';

export const contactPage = {
  hero: {
    eyebrow: 'Contact Tallowood Digital',
    title: "Let's Build Your Client Machine",
    subtitle:
      'Tell us about your business and what you need. A real person replies, typically within 15 minutes in business hours.',
  },
  form: {
    title: 'Send us a message',
    subtitle: 'Fields marked with an asterisk are required.',
    labels: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      company: 'Company',
      projectType: 'Project Type',
      message: 'Project Details',
    },
    messageDescription: 'What you need, your timeline and anything else we should know.',
    submit: 'Send My Message',
    busy: 'Sending Your Message...',
    /** Followed by the agency's e-mail address as a link. */
    failure: 'There was an error sending your message. Please try again or contact us directly at',
  },
  success: {
    title: 'Thanks! Your message is confirmed.',
    body: 'We typically respond within 15 minutes in business hours. Want an answer sooner? Message or call us now.',
    whatsapp: 'Chat on WhatsApp',
    phone: 'Call',
    again: 'Send another message',
  },
  details: {
    title: 'Contact details',
    phone: 'Phone',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    address: 'Studio',
    hours: 'Hours',
    response: 'Response typically within 15 minutes in business hours.',
  },
  guarantee: {
    title: '48-Hour Launch Guarantee',
    body: `Your new website, designed, built and ready for you to approve in 48 hours, with a ${guaranteeWording('satisfaction')}: free revisions until you are satisfied.`,
    link: { label: 'See websites we launched', href: '/portfolio' },
  },
  booking: {
    title: 'Prefer to talk?',
    body: 'Pick a time that suits you for a free 15-minute call. No pressure, no jargon.',
    cta: 'Book a Free 15-Minute Call',
  },
} as const;

/** The home page's "client machine" form. */
export const homeForm = {
  labels: {
    name: 'Your Name',
    business_name: 'Business Name',
    email: 'Email',
    phone: 'Phone',
    website_url: 'Current Website',
    service_needed: 'Service Needed',
    message: 'Tell us about your business',
  },
  websiteDescription: 'Leave empty if you do not have one yet.',
  servicePlaceholder: 'Select a service',
  submit: 'Get My Free Audit & Quote',
  busy: 'Sending...',
  serviceHint: 'Choose a service to send your request.',
  successToast: { title: 'Success!', description: "We'll send you a personal audit and quote within 24 hours." },
  failure: 'Something went wrong. Please try again or email us directly.',
  success: {
    title: "Thanks! We've Got Your Request",
    body: "We'll send you a personal audit and quote within 24 hours.",
    spam: 'Please check your email, and your spam folder, so you do not miss it.',
  },
  noticePurpose: 'to prepare your audit and quote and to reply to your request',
} as const;
