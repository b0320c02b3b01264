/** The search page's words. */
export const searchPage = {
  hero: {
    eyebrow: 'Search',
    title: 'Search our site',
    subtitle: 'Find our services, free consultations, AI demos, client results and articles.',
  },
  form: {
    label: 'Search the site',
    description: 'A word or two is enough, such as "SEO" or "consultation".',
    submit: 'Search',
  },
  prompt: 'Type what you are looking for and press Search.',
  found: (count: number, query: string) => `${count} ${count === 1 ? 'page matches' : 'pages match'} "${query}".`,
  resultsLabel: 'Search results',
  nothingFound: (query: string) =>
    `No pages match "${query}". Check the spelling, try a shorter or more general word, or start from a popular page.`,
  popularTitle: 'Popular pages',
  help: {
    text: "Can't find what you need? Ask us directly:",
    link: { label: 'contact our team', href: '/contact-page' },
  },
} as const;
