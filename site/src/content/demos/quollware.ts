import type { DemoSite } from './demoSite.ts';

export const demo: DemoSite = {
  project: 'quollware',
  liveSite: 'https://quollware.com.au',
  hero: {
    variant: 'gradient',
    eyebrow: 'Rostering for cafés and restaurants',
    title: 'Get Your Sunday Night Back',
    subtitle:
      'Quollware writes next week’s roster from your staff list, their availability and your opening hours, so you check it over a coffee instead of building it at the kitchen table after close.',
    primary: 'Start a free trial',
    secondary: 'See what it does',
  },
  offer: {
    id: 'product',
    menu: 'Product',
    heading: 'What Quollware does for you',
    intro: 'Built with café and restaurant owners, for the job they dread most each week.',
    items: [
      {
        title: 'A full week, drafted for you',
        body: 'Add your team and your opening hours. Quollware fills the week and shows you every shift before anyone else sees it.',
      },
      {
        title: 'Penalty rates in plain view',
        body: 'Weekend and late shifts are marked as you go, so you know what a roster costs before you publish it.',
      },
      {
        title: 'Sick calls without the scramble',
        body: 'When someone calls in sick, see who is free and trained for that shift, and offer it to them in a tap.',
      },
    ],
  },
  steps: {
    id: 'getting-started',
    menu: 'Getting started',
    heading: 'Up and running before your next roster',
    items: [
      {
        title: 'Connect your staff list',
        description: 'Bring your team across in a few clicks. There is no sales call to book first.',
      },
      {
        title: 'Set your hours',
        description: 'Tell Quollware when you open, when the rush comes and who can work the coffee machine.',
      },
      {
        title: 'Check, tweak, publish',
        description: 'Look over the week, move a shift or two, and send it to your team.',
      },
    ],
  },
  voice: {
    id: 'about',
    menu: 'About',
    heading: 'Why we built it',
    person: 'aditi-raghavan',
    quote:
      'We watched friends who run cafés spend Sunday nights with a spreadsheet and a calculator. Quollware does the sums and leaves the judgement to the owner, who knows their team best.',
  },
  visit: {
    id: 'free-trial',
    menu: 'Free trial',
    heading: 'Try it on your own roster',
    body: 'The free trial uses your own staff and opening hours, and the pricing page answers the questions owners ask us most.',
    liveLabel: 'Start on the live site',
  },
};
