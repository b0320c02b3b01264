/** The blog's categories, in the filter row's order (after "All"). Pure data: the router reads it on every page. */
export const articleCategories = [
  { id: 'web-design', name: 'Web Design & Development' },
  { id: 'digital-marketing', name: 'Digital Marketing' },
  { id: 'branding', name: 'Branding' },
  { id: 'content-marketing', name: 'Content Marketing' },
  { id: 'ecommerce', name: 'E-commerce' },
] as const;

export type ArticleCategoryId = (typeof articleCategories)[number]['id'];
