/**
 * The visible text of clean HTML: what a reader reads, the site search matches and the font subset must draw. Pure,
 * so the build's server steps can use it without the Markdown pipeline.
 */
export function htmlText(html: string): string {
  return (
    html
      // Words for screen readers only (a link's "(opens in a new tab)") are not the page's text.
      .replace(/<span data-visually-hidden="">[^<]*<\/span>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The text of rendered pages: what is between their tags, entities decoded, scripts and styles left out. */
export function visibleText(html: string): string {
  return htmlText(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' '));
}
