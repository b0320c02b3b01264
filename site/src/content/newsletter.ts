/** The newsletter sign-up box and its confirmation page. */
export const newsletter = {
  box: {
    id: 'newsletter',
    title: 'Get digital growth insights in your inbox',
    subtitle:
      'One practical email a month on web design, SEO and marketing for Australian local businesses. No spam, unsubscribe any time.',
    emailLabel: 'Email address',
    placeholder: 'you@yourbusiness.com.au',
    submit: 'Subscribe Now',
    busy: 'Subscribing...',
    pending: 'Almost there! Check your inbox and click the link to confirm your subscription.',
    pendingNote:
      'No email within a few minutes? Check your spam folder. We send one confirmation link a day to each address, so a new one can take until tomorrow.',
    failure: 'We could not subscribe you just now. Please try again in a moment.',
    rateLimited: 'Too many attempts from your connection. Please wait a minute and try again.',
  },
  confirmed: {
    eyebrow: 'Newsletter',
    title: 'Subscription confirmed',
    subtitle: "Thanks for confirming. You're on the list for Tallowood Digital's digital growth insights.",
    expect: {
      title: 'What to expect',
      points: [
        'A welcome email is on its way to you now.',
        'About one email a month: web design, SEO, branding and marketing ideas you can use in your business.',
        'No spam and no sharing of your address. Every email has an unsubscribe link.',
      ],
    },
    invalid: {
      eyebrow: 'Newsletter',
      title: 'This confirmation link has expired or was already replaced',
      subtitle:
        'Links work for 7 days, and only the newest one works. Subscribe again on Digital Trends for a fresh link (we send at most one a day to each address).',
      action: 'Subscribe again',
    },
    links: {
      articles: { label: 'Read Digital Trends', href: '/digital-trends' },
      booking: { label: 'Book a Free Strategy Consultation', href: '/book-consultation' },
    },
  },
} as const;
