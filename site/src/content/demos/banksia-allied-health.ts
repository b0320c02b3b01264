import type { DemoSite } from './demoSite.ts';

export const demo: DemoSite = {
  project: 'banksia-allied-health',
  liveSite: 'https://banksiaalliedhealth.com.au',
  hero: {
    variant: 'plain',
    eyebrow: 'Physiotherapy · Podiatry · Occupational therapy',
    title: 'Care Close to Home, Across Geelong and the Surf Coast',
    subtitle:
      'Five clinics, one team. Find your nearest clinic, choose a practitioner who treats what you need, and book a time that suits you without waiting on hold.',
    primary: 'Book an appointment',
    secondary: 'Our services',
  },
  offer: {
    id: 'services',
    menu: 'Services',
    heading: 'How we can help',
    intro: 'Each clinic page lists the services offered there, its practitioners, hours, parking and directions.',
    items: [
      {
        title: 'Physiotherapy',
        body: 'Back and neck pain, sports injuries and recovery after surgery, with a plan you can keep up at home.',
      },
      {
        title: 'Podiatry',
        body: 'Heel and foot pain, ingrown toenails, diabetes foot checks and orthotics fitted in the clinic.',
      },
      {
        title: 'Occupational therapy',
        body: 'Practical help to manage at home, at work or at school after an injury or illness, or with a disability.',
      },
    ],
  },
  facts: {
    heading: 'Banksia at a glance',
    items: [{ value: '5', label: 'Clinics across Geelong and the Surf Coast' }],
  },
  steps: {
    id: 'booking',
    menu: 'Booking',
    heading: 'Booking takes a minute',
    items: [
      {
        title: 'Choose your clinic',
        description: 'Pick the clinic nearest you and check its hours, parking and directions.',
      },
      {
        title: 'Choose your practitioner',
        description: 'Read what each practitioner treats, in plain English, and pick who suits you.',
      },
      {
        title: 'Pick a time',
        description:
          'See real availability before you enter any details. Your booking goes straight into the practitioner’s diary.',
      },
    ],
  },
  voice: {
    id: 'our-team',
    menu: 'Our team',
    heading: 'A note from the practice',
    person: 'jess-whitford',
    quote:
      'If you are not sure which service you need, ring us and one of our team will help you choose. For everything else, online booking is open day and night.',
  },
  visit: {
    id: 'book',
    menu: 'Book',
    heading: 'Book an appointment',
    body: 'Choose a clinic, then a practitioner and a time. New referrals and complex bookings are always welcome by phone.',
    liveLabel: 'Book on the live site',
  },
};
