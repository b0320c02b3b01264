import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { type JsonLd, localBusiness } from '../seo/structuredData.ts';
import { type LazyPage, lazyPage } from './lazyPage.ts';

/** One entry of the route table: the single source for router, prerender, sitemap, search and route-wide tests. */
export interface RouteEntry {
  /** wouter pattern, e.g. `/services/:slug`. */
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** Prerendered and listed in the sitemap. */
  indexed: boolean;
  /** Found by the site search (`/search`). Defaults to `indexed`; patterns need their own entries. */
  searchable?: boolean;
  page: LazyPage;
  /** Structured data beyond the WebPage every page has. */
  structuredData?: () => JsonLd[];
  /** Concrete paths for a pattern with parameters, so route-wide tests can visit it. */
  samples?: readonly string[];
}

export const routes: RouteEntry[] = [
  {
    path: '/',
    title: 'Tallowood Digital | Websites That Win Clients, Live in 48 Hours | Melbourne',
    description:
      'Melbourne web design agency: conversion-focused websites for local businesses, launched in 48 hours, with SEO, funnels and AI automation.',
    keywords: ['web design Melbourne', '48 hour website', 'small business website', 'lead generation website'],
    indexed: true,
    page: lazyPage(() => import('../pages/HomePage.tsx')),
    structuredData: () => [localBusiness()],
  },
  {
    path: '/contact-page',
    title: 'Contact Us | Tallowood Digital, Melbourne Web Design',
    description:
      'Talk to Tallowood Digital about your website, SEO or AI automation. We reply within 15 minutes in business hours, Mon-Fri 9AM-6PM AEST.',
    keywords: ['contact web designer Melbourne', 'website quote', 'web design enquiry'],
    indexed: true,
    page: lazyPage(() => import('../pages/ContactPage.tsx')),
  },
  {
    // Campaign links (footer, exit intent) land here; the screen is the contact page's.
    path: '/contact',
    title: 'Get a Free Quote | Contact Tallowood Digital',
    description:
      'Request a free quote or website audit from Tallowood Digital. Tell us about your business and hear back within 24 hours.',
    keywords: ['free website quote', 'free website audit', 'contact Tallowood Digital'],
    indexed: false,
    page: lazyPage(() => import('../pages/ContactPage.tsx')),
  },
  {
    path: '/book-consultation',
    title: 'Book a Free Strategy Consultation | Tallowood Digital',
    description:
      'Book a free 15-minute strategy call with a senior consultant. Same-day booking available, and a personal growth plan for your business.',
    keywords: ['free strategy call', 'website consultation Melbourne', 'digital marketing consultation'],
    indexed: true,
    page: lazyPage(() => import('../pages/BookConsultationPage.tsx')),
  },
  {
    path: '/request-demo',
    title: 'Request an AI Solutions Demo | Tallowood Digital',
    description:
      'See AI chatbots and WhatsApp automation working for a business like yours. Request a demo and we will contact you within 24 hours.',
    keywords: ['AI chatbot demo', 'WhatsApp API demo', 'AI automation Australia'],
    indexed: true,
    page: lazyPage(() => import('../pages/RequestDemoPage.tsx')),
  },
  {
    path: '/unsubscribe',
    title: 'Unsubscribe | Tallowood Digital',
    description: 'Stop receiving marketing e-mails from Tallowood Digital. Enter your e-mail address to unsubscribe.',
    keywords: ['unsubscribe', 'email preferences'],
    indexed: false,
    // Kept out of search engines, but a subscriber looking for it on the site should find it.
    searchable: true,
    page: lazyPage(() => import('../pages/UnsubscribePage.tsx')),
  },
  {
    path: '/client-results',
    title: 'Client Results & Free SEO Audit | Tallowood Digital',
    description:
      'Real rankings and traffic growth for Australian businesses, and a free SEO audit of your own site: we reply within 24 hours.',
    keywords: ['SEO results', 'free SEO audit', 'client case studies'],
    indexed: true,
    page: lazyPage(() => import('../pages/ClientResultsPage.tsx')),
  },
  {
    path: '/digital-trends',
    title: 'Digital Trends: Web Design, SEO & Marketing Insights | Tallowood Digital',
    description:
      'Practical articles on web design, SEO, branding and digital marketing for Australian small businesses, plus our newsletter.',
    keywords: ['web design blog', 'SEO tips Australia', 'digital marketing insights'],
    indexed: true,
    page: lazyPage(() => import('../pages/DigitalTrendsPage.tsx')),
  },
  {
    path: '/newsletter/confirmed',
    title: 'Subscription Confirmed | Tallowood Digital',
    description:
      'Your Tallowood Digital newsletter subscription is confirmed. Fresh insights arrive in your inbox soon.',
    keywords: ['newsletter confirmed'],
    indexed: false,
    page: lazyPage(() => import('../pages/NewsletterConfirmedPage.tsx')),
  },
  {
    // Rendered on request for each query; results pages stay out of search engines.
    path: '/search',
    title: 'Search | Tallowood Digital',
    description:
      'Search the Tallowood Digital website for services, free consultations, AI demos, client results and insights.',
    keywords: ['site search', 'find a page'],
    indexed: false,
    page: lazyPage(() => import('../pages/SearchPage.tsx')),
  },
];

/** The page for unknown paths (answered with HTTP 404, never indexed). */
export const notFound = {
  title: 'Page Not Found | Tallowood Digital',
  description:
    'The page you were looking for could not be found. Find pricing, our portfolio or book a free strategy call.',
  page: lazyPage(() => import('../pages/NotFoundPage.tsx')),
};

/** The route a path belongs to, matching wouter's patterns. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routes.find((route) => matchRoute(parse, route.path, pathname)[0]);
}

/** The page chunk for a path (the not-found page when none matches). */
export function pageFor(pathname: string): LazyPage {
  return findRoute(pathname)?.page ?? notFound.page;
}
