import type { DemoSite } from './demoSite.ts';

export const demo: DemoSite = {
  project: 'pantrybird',
  liveSite: 'https://pantrybird.com.au',
  hero: {
    variant: 'plain',
    eyebrow: 'For online grocers and specialty food stores',
    title: 'Remind Shoppers Before the Pantry Runs Out',
    subtitle:
      'Pantrybird suggests what each shopper is about to run out of, right beside the cart. Connect your Shopify store in a few clicks and preview suggestions with your own products before anything goes live.',
    primary: 'Connect your store',
    secondary: 'What shoppers see',
  },
  offer: {
    id: 'product',
    menu: 'Product',
    heading: 'What appears on your store',
    intro: 'Answers to the three questions merchants ask us first.',
    items: [
      {
        title: 'Suggestions beside the cart',
        body: 'Shoppers see the items they usually reorder at the moment they are ready to check out.',
      },
      {
        title: 'Clear about cost',
        body: 'Plans are listed plainly on our pricing page, and there is no setup call to book.',
      },
      {
        title: 'Off whenever you like',
        body: 'Switch suggestions off from the app at any time, and your store carries on as before.',
      },
    ],
  },
  facts: {
    heading: 'Pantrybird so far',
    items: [
      { value: '118', label: 'Stores onboarded in our first six months' },
      { value: '+22%', label: 'Repeat orders for stores using Pantrybird' },
    ],
  },
  steps: {
    id: 'get-started',
    menu: 'Get started',
    heading: 'From curious to connected',
    items: [
      {
        title: 'Add the Shopify app',
        description: 'Find Pantrybird in the Shopify App Store and add it to your store.',
      },
      {
        title: 'Preview your suggestions',
        description: 'See the first suggestions, made from your own products, before anything goes live.',
      },
      { title: 'Go live', description: 'Switch suggestions on when you are happy with them. No call with us needed.' },
    ],
  },
  voice: {
    id: 'about',
    menu: 'About',
    heading: 'From our founder',
    person: 'mia-costa',
    quote:
      'Shoppers do not want more discount codes; they want to remember the coffee beans before they run out. We built Pantrybird for the small grocers who know their customers by name.',
  },
  visit: {
    id: 'connect',
    menu: 'Connect',
    heading: 'Connect your store',
    body: 'Onboarding connects your Shopify store in a few clicks and ends with your own products on screen.',
    liveLabel: 'Connect on the live site',
  },
};
