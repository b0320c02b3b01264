import type { DemoSite } from './demoSite.ts';

export const demo: DemoSite = {
  project: 'tarrengower-steel-fabrication',
  liveSite: 'https://tarrengowersteel.com.au',
  hero: {
    variant: 'dark',
    eyebrow: 'Structural steel · Dandenong South',
    title: 'Structural Steel, Quoted from Your Drawings',
    subtitle:
      'We fabricate frames, stairs and balustrades for builders and engineers across Victoria. Send complete drawings with your request and pricing starts the day it arrives.',
    primary: 'Request a quote',
    secondary: 'See our projects',
  },
  offer: {
    id: 'projects',
    menu: 'Projects',
    heading: 'Work like yours',
    intro: 'Past projects by type and tonnage, each with the steel involved and the client’s sector.',
    items: [
      {
        title: 'Warehouse and industrial frames',
        body: 'Portal frames, mezzanines and canopies for warehouses and factories, fabricated in our Dandenong South shop.',
      },
      {
        title: 'Stairs and balustrades',
        body: 'Commercial stairs, landings and balustrades, made to the engineer’s details.',
      },
      {
        title: 'Steel for commercial builds',
        body: 'Beams, columns and connections for commercial builders, from one-off jobs to repeat accounts.',
      },
    ],
  },
  facts: {
    heading: 'Quoting at a glance',
    items: [{ value: '2 days', label: 'Average quote turnaround' }],
  },
  steps: {
    id: 'quoting',
    menu: 'Quoting',
    heading: 'How quoting works',
    intro: 'The fewer emails it takes to understand a job, the sooner you have our number to put in your own tender.',
    items: [
      {
        title: 'Upload your drawings',
        description: 'Send every sheet in one request, in the formats estimators actually use.',
      },
      {
        title: 'State the scope',
        description: 'A few required details cover what used to take a second round of emails.',
      },
      {
        title: 'Get your price',
        description: 'Your request reaches our estimators complete, so pricing starts the day it arrives.',
      },
    ],
  },
  voice: {
    id: 'company',
    menu: 'Company',
    heading: 'From our estimating team',
    person: 'rob-keenan',
    quote:
      'Give us the full set of drawings and the scope up front, and we will price the job properly the first time. Our certifications are on their own page, stated as issued.',
  },
  visit: {
    id: 'request-a-quote',
    menu: 'Request a quote',
    heading: 'Request a quote',
    body: 'Upload your drawings, tell us the scope and the timing, and an estimator will come back to you with a price.',
    liveLabel: 'Request on the live site',
  },
};
