/**
 * The site's fixed links: the header, the footer, the conversion links and the not-found page's suggestions. Plain
 * data, so the build checks each against the route table (`site/build/content/links.ts`); `navigation.ts` adds the menus read
 * from the content collections.
 */
/** Menu item as the spec defines it: a name and where it goes. */
export interface MenuItem {
  name: string;
  href: string;
}

export interface MenuGroup {
  name: string;
  items: readonly MenuItem[];
}

export const primaryLinks: readonly MenuItem[] = [
  { name: 'Home', href: '/' },
  { name: 'Portfolio', href: '/portfolio' },
  { name: 'Before & After', href: '/before-after' },
  { name: 'Digital Trends', href: '/digital-trends' },
  { name: 'Pricing', href: '/pricing' },
  { name: 'About', href: '/about' },
];

export const headerCta: MenuItem = { name: 'Get Free Strategy Plan', href: '/book-consultation' };

export const requestDemoLink: MenuItem = { name: 'Request a Demo', href: '/request-demo' };

const growthPackages: readonly MenuItem[] = [
  'SEO Booster Pack',
  'Site Speed Optimization',
  'Social Media & Ads',
  'Lead Funnel Bundle',
  'Local Growth Dominator',
].map((name) => ({ name, href: '/pricing#growth-packages' }));

export const footerGroups: readonly MenuGroup[] = [
  {
    name: 'Company',
    items: [
      ...primaryLinks,
      { name: 'Careers', href: '/careers' },
      { name: 'Get a Custom Quote', href: '/contact?utm_source=footer&utm_medium=cta&utm_campaign=custom_quote' },
    ],
  },
  { name: 'Growth Packages', items: growthPackages },
  {
    name: 'Legal',
    items: [
      { name: 'Privacy Policy', href: '/privacy' },
      { name: 'Terms of Service', href: '/terms' },
      { name: 'Refund Policy', href: '/terms#refund-policy' },
      { name: 'Unsubscribe', href: '/unsubscribe' },
    ],
  },
];

/** Conversion links shared by the floating actions, the mobile bar and the exit-intent popup. */
export const conversionLinks = {
  contactSectionId: 'contact-section',
  contactSectionFallback: '/#contact-section',
  bookConsultation: '/book-consultation',
  mobileBarBooking: '/book-consultation?utm_source=mobile_fomo&utm_medium=sticky_bar&utm_campaign=strategy_call',
  exitIntent: '/contact?utm_source=exit_intent&utm_medium=popup&utm_campaign=free_audit',
} as const;

/** The not-found page's popular links. */
export const popularLinks: readonly MenuItem[] = [
  { name: 'Pricing', href: '/pricing' },
  { name: 'Portfolio', href: '/portfolio' },
  { name: 'Digital Trends', href: '/digital-trends' },
  { name: 'Book a Consultation', href: '/book-consultation' },
  { name: 'AI Solutions', href: '/ai-solutions' },
  { name: 'FAQ', href: '/faq' },
];

/** Every fixed link above by name, for the build's link check. */
export const siteLinks = { primaryLinks, headerCta, requestDemoLink, footerGroups, conversionLinks, popularLinks };
