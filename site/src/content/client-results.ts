/** The client results page's words, and the SEO case studies it shows. */

export interface ClientCase {
  client: string;
  industry: string;
  location: string;
  keyword: string;
  /** Google position before the campaign. */
  before: number;
  /** Google position after the campaign. */
  after: number;
  /** Days from the start of the campaign to the `after` position. */
  days: number;
  result: string;
  strategy: string;
}

export const clientResults = {
  hero: {
    eyebrow: '120+ campaigns · rated 4.9 from 127 reviews',
    title: 'Real Rankings. Real Enquiries. Real Results.',
    subtitle:
      'See how Australian local businesses climbed Google for the searches that bring them customers, then get a free SEO audit of your own site.',
    auditCta: 'Get My Free SEO Audit',
    casesCta: 'See the Case Studies',
  },
  audit: {
    id: 'audit-form',
    title: 'Get your free SEO audit',
    subtitle:
      "Tell us about your website and goals. We'll check your rankings, speed and local visibility and contact you within 24 hours.",
    form: {
      title: 'Request your free audit',
      nameLabel: 'Name',
      emailLabel: 'Email',
      phoneLabel: 'Phone',
      messageLabel: 'Your website and goals',
      messageDescription: 'Your website address, and what you want more of: calls, bookings, sales.',
      submit: 'Get My Free Audit',
      busy: 'Sending...',
      success: "Thank you! We'll contact you within 24 hours.",
      successNote: 'Request received. We have emailed you a copy of what you sent.',
      purpose: 'to prepare your free SEO audit and contact you about it',
    },
    points: [
      'Where you rank today for the searches your customers use',
      'The technical problems holding your site back',
      'A short, prioritised plan to reach page one',
    ],
  },
  cases: {
    id: 'case-studies',
    title: 'Case studies',
    subtitle: 'Keyword positions on Google before and after, and what changed for the business.',
    linkLabel: 'Get Similar Results',
    linkHref: '/contact',
    items: [
      {
        client: 'Northside Plumbing',
        industry: 'Plumbing',
        location: 'Brunswick, VIC',
        keyword: 'emergency plumber brunswick',
        before: 34,
        after: 2,
        days: 90,
        result: '+312% phone enquiries in three months',
        strategy:
          'Rebuilt the service pages around each suburb served, fixed mobile page speed and grew the Google Business Profile with weekly photos and reviews.',
      },
      {
        client: 'Bayside Family Dental',
        industry: 'Dental',
        location: 'Brighton, VIC',
        keyword: 'dentist brighton',
        before: 21,
        after: 3,
        days: 120,
        result: '+48 new patient bookings a month',
        strategy:
          'Treatment pages written for patients rather than dentists, online booking on every page, and local citations cleaned up across 40 directories.',
      },
      {
        client: 'Harbourside Kitchen',
        industry: 'Restaurant',
        location: 'Geelong, VIC',
        keyword: 'waterfront restaurant geelong',
        before: 18,
        after: 1,
        days: 60,
        result: '+85% online table reservations',
        strategy:
          'Menu published as real text instead of a PDF, structured data for opening hours and reviews, and a reservations button above the fold.',
      },
      {
        client: 'Coastline Realty',
        industry: 'Real Estate',
        location: 'Gold Coast, QLD',
        keyword: 'real estate agent burleigh heads',
        before: 41,
        after: 4,
        days: 150,
        result: '+27 appraisal requests a month',
        strategy:
          'Suburb profile pages with recent sales, a free appraisal funnel, and links earned from local news and community sites.',
      },
      {
        client: 'Iron Range Fitness',
        industry: 'Fitness',
        location: 'Parramatta, NSW',
        keyword: 'personal trainer parramatta',
        before: 27,
        after: 2,
        days: 75,
        result: '+190% free trial sign-ups',
        strategy:
          'A fast landing page per program, member success stories with photos, and a review drive that took the gym from 31 to 140 Google reviews.',
      },
      {
        client: 'Murray & Co Lawyers',
        industry: 'Legal',
        location: 'Adelaide, SA',
        keyword: 'family lawyer adelaide',
        before: 52,
        after: 5,
        days: 180,
        result: '+156% qualified consultation requests',
        strategy:
          'In-depth guides answering the questions clients ask before their first meeting, a technical clean-up of 300 thin pages, and an enquiry form that asks the right questions.',
      },
    ] satisfies ClientCase[],
  },
  closing: {
    title: 'Want results like these?',
    subtitle: 'Start with a free SEO audit, or see what our SEO campaigns include.',
    primaryLabel: 'Request My Free Audit',
    seoLink: { label: 'Explore our SEO services', href: '/services/seo-services' },
  },
} as const;
