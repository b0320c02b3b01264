import type { DemoSite } from './demoSite.ts';

export const demo: DemoSite = {
  project: 'brolga-invoice-finance',
  liveSite: 'https://brolgafinance.com.au',
  hero: {
    variant: 'gradient',
    eyebrow: 'Invoice finance for trade and wholesale',
    title: 'Get Paid Now for Work You Have Already Done',
    subtitle:
      'Brolga advances cash against invoices your customers have not paid yet. See the advance and the fee in dollars before you apply, then apply in short steps that save as you go.',
    primary: 'Start an application',
    secondary: 'How the cost works',
  },
  offer: {
    id: 'costs',
    menu: 'Costs',
    heading: 'The cost, in dollars',
    intro: 'Enter an invoice amount in our calculator and see the advance and the fee before you apply.',
    items: [
      {
        title: 'A builder waiting on a progress claim',
        body: 'See what an advance on the claim costs in dollars, and when the fee is taken, before you commit.',
      },
      {
        title: 'A wholesaler with a big supermarket order',
        body: 'Free up the cash tied in a long payment term while you fill the next order.',
      },
      {
        title: 'No surprises',
        body: 'Every fee is shown in dollars, not only as a percentage, before you start an application.',
      },
    ],
  },
  steps: {
    id: 'apply',
    menu: 'Apply',
    heading: 'An application that waits for you',
    items: [
      { title: 'Check the cost', description: 'Use the calculator to see the advance and the fee for your invoice.' },
      {
        title: 'Apply in short steps',
        description: 'Your progress saves as you go. Pick it up again at the office or on any device.',
      },
      {
        title: 'Upload documents last',
        description: 'Documents come at the end, once you know whether you are likely to qualify.',
      },
    ],
  },
  voice: {
    id: 'about',
    menu: 'About',
    heading: 'Why we work this way',
    person: 'sarah-okafor',
    quote:
      'Our customers run their businesses from a ute or a warehouse floor. They should know exactly what an advance costs, and be able to finish an application in a quiet moment.',
  },
  visit: {
    id: 'get-started',
    menu: 'Get started',
    heading: 'Start an application',
    body: 'Begin with the calculator, then apply in steps. Nothing is lost if you are called back to a job halfway through.',
    liveLabel: 'Apply on the live site',
  },
};
