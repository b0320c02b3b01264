/**
 * Permanent redirects (308) for addresses other pages link to that have no page of their own. The server
 * answers them before pages; the link check follows at most one of them.
 */
export const redirects: Readonly<Record<string, string>> = {
  '/services/website-design': '/services/custom-website-design',
  '/services/before-after': '/before-after',
};
