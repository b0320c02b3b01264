/** The book-consultation page's words. */
export const consultationPage = {
  hero: {
    eyebrow: 'Free strategy consultation',
    title: 'Get Your Free Growth Strategy Plan',
    subtitle:
      'Tell us about your business and goals. A senior consultant prepares a plan for your website, search and leads, and walks you through it in a free 15-minute call.',
  },
  form: {
    title: 'Book your free consultation',
    subtitle: 'Fields marked with an asterisk are required.',
    labels: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      company: 'Company',
      website: 'Current Website',
      goal: 'Main Goal',
      projectDetails: 'Project Details',
      preferredTime: 'Preferred Time',
    },
    projectDetailsDescription: 'Your business, what is not working today and what you want to achieve.',
    submit: 'Get My Free Strategy Plan',
    busy: 'Creating Your Strategy...',
  },
  /** `{email}` and `{phone}` come from the business config. */
  failure: (email: string, phone: string) =>
    `There was an error booking your consultation. Please try again or contact us directly at ${email} or ${phone}.`,
  panel: {
    title: 'What to expect',
    items: [
      { title: '15-minute session', body: 'A focused call about your business, not a sales pitch.' },
      { title: 'Same-day booking available', body: 'Book before midday and talk to us today.' },
      { title: '1-on-1 with a senior consultant', body: 'Straight answers from someone who builds client machines.' },
    ],
  },
  gallery: {
    title: 'Our Process in Action',
    subtitle: 'From your first call to a finished website in 48 hours.',
    items: [
      {
        title: 'Discovery call',
        caption: 'We map your customers, offers and goals in 15 minutes.',
        image: 'discovery',
      },
      { title: 'Strategy and design', caption: 'Your homepage and conversion plan, the same day.', image: 'design' },
      {
        title: 'Launch and growth',
        caption: 'Built in 48 hours, live once you approve, with 30-day support.',
        image: 'launch',
      },
    ],
  },
  success: {
    title: 'Strategy Submitted!',
    body: 'Thanks! A senior consultant is reviewing your details and preparing your free growth strategy plan.',
    nextStepsTitle: 'What happens next',
    nextSteps: [
      'You will receive a confirmation e-mail with your consultation time within 2 hours.',
      'We review your website, market and competitors before the call.',
      'In your free 15-minute call we walk you through your personal strategy plan.',
    ],
    whatsapp: 'Chat on WhatsApp now',
    portfolio: { label: 'See our portfolio', href: '/portfolio' },
  },
  noticePurpose: 'to arrange your consultation and prepare your strategy plan',
} as const;
