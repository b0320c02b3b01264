import { guaranteeWording } from './guarantees.ts';
import type { Art } from './schema.ts';
/** The home page's words and figures. */
export const home = {
  hero: {
    eyebrow: 'Melbourne web design · built in 48 hours',
    title: 'Turn Your Website Into a 24/7 Client Machine',
    subtitle:
      'We design and build conversion-focused websites for local businesses in 48 hours, launch them once you approve, then keep them bringing in enquiries with SEO, funnels and AI automation. From $699 AUD.',
    primary: 'Get My Free Audit & Quote',
    secondary: 'See the 48-Hour Process',
    proof: ['4.9/5 from 127 reviews', '50+ businesses launched', guaranteeWording('satisfaction')],
    art: {
      kind: 'mockup',
      device: 'laptop-phone',
      layout: 'landing',
      label: 'A laptop and a phone showing a new small-business website with a clear booking button',
    } satisfies Art,
  },
  painPoints: {
    title: 'Is your website costing you clients?',
    subtitle: 'Most small business sites look fine and do nothing. Sound familiar?',
    items: [
      {
        title: 'Visitors leave without calling',
        body: 'A slow, confusing site sends ready-to-buy customers straight to your competitors.',
      },
      {
        title: 'Invisible on Google',
        body: 'If you are not on page one for your suburb and trade, the phone stays quiet.',
      },
      {
        title: 'No time to fix it',
        body: 'You run a business. Agencies quote $8K-$15K and months of back-and-forth.',
      },
    ],
  },
  system: {
    id: 'client-machine-system',
    title: 'The Client Machine System',
    subtitle: 'Everything a local business needs to turn clicks into booked jobs: built, launched and supported.',
    items: [
      'Conversion-focused website, built in 48 hours',
      'Local SEO setup so customers find you on Google',
      'Lead capture forms and click-to-call on every page',
      'Messaging and AI chat that answers enquiries 24/7',
      'Analytics that show where every lead came from',
      `${guaranteeWording('support')}, ${guaranteeWording('ownership')}`,
    ],
    valueNote: 'Total value $12,500+ against typical agency prices of $8K-$15K.',
    pricingLink: { label: 'See packages and pricing', href: '/pricing' },
  },
  platforms: {
    title: 'Built on the platform that fits your business',
    items: [
      {
        title: 'WordPress',
        description: 'Easy to edit, endlessly flexible, SEO-ready from day one.',
        href: '/services/wordpress-development',
      },
      {
        title: 'Shopify',
        description: 'Online stores that load fast and check out smoothly.',
        href: '/services/shopify-development',
      },
      {
        title: 'Magento',
        description: 'Large catalogues and complex e-commerce, done properly.',
        href: '/services/ecommerce-development',
      },
      {
        title: 'AI & Custom',
        description: 'Custom builds with AI chatbots and messaging automation.',
        href: '/ai-solutions',
      },
    ],
  },
  testimonials: {
    title: 'Local businesses, real results',
    // Credited from the client roster (content/clients/): the names, roles and suburbs are read from there.
    items: [
      {
        quote:
          'We went live in two days and booked three new jobs in the first week. The site finally works as hard as we do.',
        client: 'northside-plumbing',
        person: 'dean-kowalski',
        rating: 5,
      },
      {
        quote: 'New patient enquiries doubled within a month. The booking form alone paid for the whole project.',
        client: 'bayside-family-dental',
        person: 'helen-tran',
        rating: 5,
      },
      {
        quote: 'Clear pricing, no jargon and they answered every message within minutes. Highly recommend.',
        client: 'fitzroy-fitness-studio',
        person: 'sophie-lam',
        rating: 5,
      },
    ],
    results: [
      { value: '50+', label: 'businesses launched' },
      { value: '4.9/5', label: 'average client rating' },
      { value: '$500K+', label: 'client revenue generated' },
      { value: '98%', label: 'client satisfaction' },
    ],
  },
  process: {
    id: 'process-section',
    title: 'From first call to a finished site in 48 hours',
    subtitle: 'A simple 4-step process, with you in control at every step.',
    steps: [
      {
        title: 'Discovery call',
        description: 'A 15-minute call to understand your business, customers and goals.',
        duration: '15 minutes',
      },
      {
        title: 'Design and strategy',
        description: 'Your homepage design and conversion plan, ready for feedback.',
        duration: 'Same day',
      },
      {
        title: 'Development',
        description: 'We build, write and optimise every page for speed and search.',
        duration: 'Next day',
      },
      {
        title: 'Launch',
        description: 'Your finished site to approve, then live with training, analytics and 30-day support.',
        duration: '48 hours',
      },
    ],
  },
  industries: {
    title: 'Trusted by local businesses across Melbourne',
    items: [
      { name: 'Tradies', href: '/industries/plumbing' },
      { name: 'Medical/Dental', href: '/industries/dental' },
      { name: 'Restaurants', href: '/industries/restaurants' },
      { name: 'Real Estate', href: '/industries/real-estate' },
      { name: 'Fitness', href: '/industries/fitness' },
      { name: 'Legal', href: '/industries/legal' },
    ],
  },
  contact: {
    id: 'contact-section',
    formId: 'contact-form-section',
    title: 'Get your free website audit and quote',
    subtitle: "Tell us about your business. We'll send a personal audit and quote within 24 hours.",
  },
  exitIntent: {
    title: 'Wait! Get a free website audit',
    body: "Before you go: we'll review your current site and show you exactly what is costing you enquiries. Free, within 24 hours.",
    cta: 'Claim My Free Audit',
    dismiss: 'No thanks...',
  },
  socialProof: [
    { text: 'Sarah from Richmond just booked a strategy call', detail: '2 minutes ago' },
    { text: 'A Brunswick plumber launched their new site', detail: 'Today' },
    { text: 'Dental clinic in St Kilda requested a quote', detail: '12 minutes ago' },
    { text: '5 businesses started their 48-hour build this week', detail: 'This week' },
  ],
} as const;
