/** Public origin used for canonical and social URLs (`SITE_URL` at build time). */
export const siteUrl: string = import.meta.env.SITE_URL ?? 'https://www.tallowood.digital';
