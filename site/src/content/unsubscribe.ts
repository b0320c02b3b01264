/** The unsubscribe page's words. */
export const unsubscribe = {
  hero: {
    eyebrow: 'Email preferences',
    title: 'Unsubscribe from our emails',
    subtitle:
      'Enter the address we write to and we will stop sending you marketing emails: newsletters, insights and offers.',
  },
  explainer: {
    title: 'What unsubscribing means',
    points: [
      'No more newsletters, articles or offers from Tallowood Digital to this address.',
      'We add the address to our do-not-send list, so it stays unsubscribed even if it is on an old list.',
      'Replies to an enquiry, quote or booking you made with us still arrive, because they answer something you asked for.',
      'Changed your mind later? Subscribe again on our Digital Trends page at any time.',
    ],
  },
  form: {
    title: 'Stop marketing emails',
    emailLabel: 'Email address',
    emailDescription: 'The address you receive our emails at.',
    submit: 'Unsubscribe',
    busy: 'Unsubscribing...',
    failure: 'There was an error processing your request. Please try again.',
  },
  success: {
    title: "You've been successfully unsubscribed from our emails",
    body: 'You will receive no more marketing emails from us at this address. Replies to your enquiries will still reach you.',
    cta: { label: 'Book a Free Strategy Consultation', href: '/book-consultation' },
  },
} as const;
