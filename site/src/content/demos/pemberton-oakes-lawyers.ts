import type { DemoSite } from './demoSite.ts';

export const demo: DemoSite = {
  project: 'pemberton-oakes-lawyers',
  liveSite: 'https://pembertonoakes.com.au',
  hero: {
    variant: 'dark',
    eyebrow: 'Lawyers in Box Hill',
    title: 'Clear Advice When Life Changes',
    subtitle:
      'Separation, a will, a house purchase: we explain what happens next in plain English, tell you who will look after your matter, and answer your first questions before you call.',
    primary: 'Make a confidential enquiry',
    secondary: 'Our practice areas',
  },
  offer: {
    id: 'practice-areas',
    menu: 'Practice areas',
    heading: 'How we can help',
    intro: 'Each area has its own page, opening with the questions people ask us in a first meeting.',
    items: [
      {
        title: 'Family law',
        body: 'Separation, parenting arrangements and property settlements, handled with care and explained step by step.',
      },
      {
        title: 'Wills and estates',
        body: 'Wills, powers of attorney and help for executors, written so your family can understand them.',
      },
      {
        title: 'Conveyancing',
        body: 'Buying or selling a home, with a quote you can request online in a couple of minutes.',
      },
    ],
  },
  steps: {
    id: 'first-meeting',
    menu: 'First meeting',
    heading: 'What happens after you contact us',
    items: [
      {
        title: 'A short, confidential enquiry',
        description:
          'Tell us only what we need to reply. Your enquiry goes to the lawyer who handles that kind of matter.',
      },
      {
        title: 'A first conversation',
        description: 'We explain your options, what the process involves and what it is likely to cost.',
      },
      {
        title: 'A plan you understand',
        description: 'You leave knowing the next steps and who at the firm is looking after you.',
      },
    ],
  },
  voice: {
    id: 'our-people',
    menu: 'Our people',
    heading: 'From our principal',
    person: 'james-pemberton',
    quote:
      'People usually come to us at a hard moment. We answer the first questions plainly, tell you who will look after you, and never promise an outcome no lawyer can promise.',
  },
  visit: {
    id: 'contact',
    menu: 'Contact',
    heading: 'Make a confidential enquiry',
    body: 'The enquiry asks for your name, how to reach you and the kind of matter, and goes straight to the right lawyer.',
    liveLabel: 'Enquire on the live site',
  },
};
