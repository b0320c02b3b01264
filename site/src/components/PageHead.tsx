import { siteUrl } from '../config/site.ts';

export interface PageHeadProps {
  title: string;
  description: string;
  /** Path of the page's canonical address, e.g. `/pricing`. */
  path: string;
  /** Keep the page out of search indexes. */
  noindex?: boolean;
}

/**
 * The page's head tags. React hoists them into `<head>`: on the server they lead the rendered
 * output (entry-server moves them into the head); on the client navigation replaces them.
 */
export function PageHead({ title, description, path, noindex }: PageHeadProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={new URL(path, siteUrl).href} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
