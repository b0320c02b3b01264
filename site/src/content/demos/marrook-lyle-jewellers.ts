import type { DemoSite } from './demoSite.ts';

export const demo: DemoSite = {
  project: 'marrook-lyle-jewellers',
  liveSite: 'https://marrookandlyle.com.au',
  hero: {
    variant: 'plain',
    eyebrow: 'Handmade in our Collins Street workshop',
    title: 'Engagement Rings Made by Hand, for People Who Take Their Time',
    subtitle:
      'Every ring is drawn, cast and set in the workshop above our Collins Street showroom. Look as closely as you like online, check your size at home, then come in for a private viewing.',
    primary: 'Book a private viewing',
    secondary: 'See the collection',
  },
  offer: {
    id: 'collection',
    menu: 'Collection',
    heading: 'The collection',
    intro: 'Three ways to begin, each made to order in our workshop.',
    items: [
      {
        title: 'Solitaire engagement rings',
        body: 'A single stone in a setting shaped by hand. Every photograph zooms to the claws, so you can see how the stone sits before you visit.',
      },
      {
        title: 'Custom commissions',
        body: 'Start from a sketch, an heirloom stone or an idea. Tell us your budget and timing first, and we will say honestly what is possible.',
      },
      {
        title: 'Pendants and smaller pieces',
        body: 'Fine chains, pendants and studs from the same bench, with Afterpay shown beside the price before checkout.',
      },
    ],
  },
  steps: {
    id: 'how-it-works',
    menu: 'How it works',
    heading: 'From first look to fitting',
    items: [
      {
        title: 'Browse at your own pace',
        description:
          'Each ring page explains the stone, the setting and how long making takes, in our own words rather than a supplier’s.',
      },
      {
        title: 'Check your size at home',
        description: 'Print our ring-size guide. If the fit is not quite right, we resize after purchase.',
      },
      {
        title: 'Visit us privately',
        description: 'Book a quiet weekday viewing and we will have your shortlist waiting on the tray.',
      },
    ],
  },
  voice: {
    id: 'our-story',
    menu: 'Our story',
    heading: 'From the workshop',
    person: 'eleanor-marrook',
    quote:
      'We are a small family workshop, and we would rather you saw a ring properly than rushed into it. Take your time online; when you come in, the rings you chose will be ready for you.',
  },
  visit: {
    id: 'visit',
    menu: 'Visit',
    heading: 'Book a private viewing',
    body: 'Viewings are held in our Collins Street showroom, with a quiet weekday option. Bring your shortlist, or let us suggest a few rings to start with.',
    liveLabel: 'Book on the live site',
  },
};
