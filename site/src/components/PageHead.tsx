import { business } from '../config/business.ts';
import { absoluteUrl } from '../config/site.ts';
import { socialImage, socialImageAlt } from '../seo/socialImage.ts';
import { type JsonLd, serializeJsonLd } from '../seo/structuredData.ts';

export interface PageHeadProps {
  title: string;
  description: string;
  /** Path of the page's own address, e.g. `/pricing`: canonical, Open Graph and Twitter URL. */
  path: string;
  keywords?: readonly string[];
  /** Keep the page out of search indexes. */
  noindex?: boolean;
  structuredData?: readonly JsonLd[];
}

/**
 * The page's head tags. React hoists title, meta and link into `<head>`: on the server they lead the
 * rendered output (entry-server moves them into the head); on client navigation React replaces them.
 */
export function PageHead({ title, description, path, keywords, noindex, structuredData }: PageHeadProps) {
  const url = absoluteUrl(path);
  // Only indexed pages have a card (the build renders one per indexed route); the rest share as a plain summary.
  const image = noindex ? undefined : socialImage(path);
  const imageUrl = image ? absoluteUrl(image.path) : undefined;
  const imageAlt = socialImageAlt(title);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      <link rel="canonical" href={url} />
      <meta name="robots" content={noindex ? 'noindex, follow' : 'index, follow'} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content="en_AU" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image ? (
        <>
          <meta property="og:image" content={imageUrl} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={imageAlt} />
        </>
      ) : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? (
        <>
          <meta name="twitter:image" content={imageUrl} />
          <meta name="twitter:image:alt" content={imageAlt} />
        </>
      ) : null}
      {/* Written by the server only (entry-server moves it into <head>); the browser never renders it. */}
      {import.meta.env.SSR &&
        structuredData?.map(serializeJsonLd).map((json) => (
          <script
            key={json}
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is serialized with `<` escaped.
            dangerouslySetInnerHTML={{ __html: json }}
          />
        ))}
    </>
  );
}
