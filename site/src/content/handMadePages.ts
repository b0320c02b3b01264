/**
 * The hand-made pages' heads: address, name, title, description, keywords and indexing. Pure data, so the site
 * search and the route index can both read it without loading any page.
 */
export interface PageHeadData {
  /** The page's short name: breadcrumbs, search results. */
  name: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** Prerendered for and listed in the sitemap; otherwise `noindex`. */
  indexed: boolean;
  /** Found by the site search. Defaults to `indexed`. */
  searchable?: boolean;
}

export interface HandMadePage extends PageHeadData {
  path: string;
}

export const handMadePages = [
  {
    path: '/',
    name: 'Home',
    title: 'Tallowood Digital | Websites That Win Clients, Built in 48 Hours | Melbourne',
    description:
      'Melbourne web design agency: conversion-focused websites for local businesses, built in 48 hours, with SEO, funnels and AI automation.',
    keywords: ['web design Melbourne', '48 hour website', 'small business website', 'lead generation website'],
    indexed: true,
  },
  {
    path: '/contact-page',
    name: 'Contact Us',
    title: 'Contact Us | Tallowood Digital, Melbourne Web Design',
    description:
      'Talk to Tallowood Digital about your website, SEO or AI automation. We reply within 15 minutes in business hours, Mon-Fri 9AM-6PM AEST.',
    keywords: ['contact web designer Melbourne', 'website quote', 'web design enquiry'],
    indexed: true,
  },
  {
    // Campaign links (footer, exit intent) land here; the screen is the contact page's.
    path: '/contact',
    name: 'Get a Free Quote',
    title: 'Get a Free Quote | Contact Tallowood Digital',
    description:
      'Request a free quote or website audit from Tallowood Digital. Tell us about your business and hear back within 24 hours.',
    keywords: ['free website quote', 'free website audit', 'contact Tallowood Digital'],
    indexed: false,
  },
  {
    path: '/book-consultation',
    name: 'Book a Consultation',
    title: 'Book a Free Strategy Consultation | Tallowood Digital',
    description:
      'Book a free 15-minute strategy call with a senior consultant. Same-day booking available, and a personal growth plan for your business.',
    keywords: ['free strategy call', 'website consultation Melbourne', 'digital marketing consultation'],
    indexed: true,
  },
  {
    path: '/request-demo',
    name: 'Request a Demo',
    title: 'Request an AI Solutions Demo | Tallowood Digital',
    description:
      'See AI chatbots and WhatsApp automation working for a business like yours. Request a demo and we will contact you within 24 hours.',
    keywords: ['AI chatbot demo', 'WhatsApp API demo', 'AI automation Australia'],
    indexed: true,
  },
  {
    path: '/unsubscribe',
    name: 'Unsubscribe',
    title: 'Unsubscribe | Tallowood Digital',
    description: 'Stop receiving marketing e-mails from Tallowood Digital. Enter your e-mail address to unsubscribe.',
    keywords: ['unsubscribe', 'email preferences'],
    indexed: false,
    // Kept out of search engines, but a subscriber looking for it on the site should find it.
    searchable: true,
  },
  {
    path: '/digital-trends',
    name: 'Digital Trends',
    title: 'Digital Trends: Web Design, SEO & Marketing Insights | Tallowood Digital',
    description:
      'Practical articles on web design, SEO, branding and digital marketing for Australian small businesses, plus our newsletter.',
    keywords: ['web design blog', 'SEO tips Australia', 'digital marketing insights'],
    indexed: true,
  },
  {
    path: '/newsletter/confirmed',
    name: 'Subscription Confirmed',
    title: 'Subscription Confirmed | Tallowood Digital',
    description:
      'Your Tallowood Digital newsletter subscription is confirmed. Fresh insights arrive in your inbox soon.',
    keywords: ['newsletter confirmed'],
    indexed: false,
  },
  {
    // Rendered on request for each query; results pages stay out of search engines.
    path: '/search',
    name: 'Search',
    title: 'Search | Tallowood Digital',
    description:
      'Search the Tallowood Digital website for services, free consultations, AI demos, client results and insights.',
    keywords: ['site search', 'find a page'],
    indexed: false,
  },
] as const satisfies readonly HandMadePage[];

/** The page for unknown paths (answered with HTTP 404, never indexed). */
export const notFoundHead: PageHeadData = {
  name: 'Page Not Found',
  title: 'Page Not Found | Tallowood Digital',
  description:
    'The page you were looking for could not be found. Find pricing, our portfolio or book a free strategy call.',
  keywords: [],
  indexed: false,
};
