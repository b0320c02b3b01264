/** The AI demo request page's words. */
export const demoPage = {
  hero: {
    eyebrow: 'AI solutions demo',
    title: 'See AI Automation Working for Your Business',
    subtitle:
      'Book a free 30-minute demo call: we show you an AI chatbot and WhatsApp automation set up for a business like yours, and what it would take to launch it.',
  },
  benefits: {
    title: 'In your free 30-minute demo',
    items: [
      { title: 'A live AI chatbot', body: 'Answering real questions from customers in your industry, 24/7.' },
      { title: 'WhatsApp automation', body: 'Booking reminders, order updates and follow-ups sent automatically.' },
      { title: 'A clear plan and price', body: 'What you need, how long it takes and what it costs. No obligation.' },
    ],
  },
  form: {
    title: 'Request your demo',
    subtitle: 'Fields marked with an asterisk are required.',
    labels: {
      name: 'Full Name',
      email: 'Email',
      businessName: 'Business Name',
      industry: 'Industry',
      budget: 'Budget',
      timeline: 'Timeline',
      message: 'Project Details',
    },
    choose: 'Select an option',
    messageDescription: 'What should the AI handle for you? Questions, bookings, orders…',
    submit: 'Request My Free Demo',
    busy: 'Submitting...',
  },
  toasts: {
    success: {
      title: 'Demo Request Submitted!',
      description: "We'll contact you within 24 hours to schedule your consultation.",
    },
    failure: { title: 'Submission Error', description: 'Please try again or contact us directly.' },
  },
  success: {
    title: 'Thank you! Your demo request is in.',
    body: "We'll contact you within 24 hours to schedule your consultation and your free 30-minute demo call.",
    links: [
      { label: 'Explore our AI solutions', href: '/ai-solutions' },
      { label: 'See the WhatsApp API', href: '/whatsapp-api' },
    ],
  },
  noticePurpose: 'to arrange your demo and reply to your request',
} as const;
