/**
 * The stylesheet inside each page: a page carries only the rules and faces its markup can use, and names the whole
 * sheet (`data-stylesheet`) for its code to load on the first touch. The build does this for every prerendered page,
 * the server for every page it renders on request (a search, a form sent back with its problems).
 */
import { darkThemeClass } from '@tallowood/design-system';
import { visibleText } from '../src/content/htmlText.ts';
import { markupClasses, markupCustomProperties, markupDataAttributes, usedCss } from './used-css.ts';

export interface SheetOptions {
  /** The whole sheet as the template carries it, inside `<style>…</style>`. */
  css: string;
  /** Where the whole sheet is served (without the faces the page declares). */
  wholeCssUrl: string;
  /** The Latin face every page declares. */
  subsetUrl: string;
}

/** Results kept for pages rendered on request: searches share their markup's classes. */
const cacheSize = 64;

/**
 * Returns a function that swaps the template's whole inline sheet in a filled page for the rules that page uses.
 * Pages with the same classes, attributes and characters get the same rules, so those are computed once.
 */
export function usedSheetInliner({ css, wholeCssUrl, subsetUrl }: SheetOptions): (page: string) => string {
  const inlinedStyle = `<style>${css}</style>`;
  const cache = new Map<string, string>();
  return (page) => {
    const markup = page.replace(inlinedStyle, '');
    if (markup === page) throw new Error('The page does not carry the template’s stylesheet');
    const classes = markupClasses(markup);
    // The theme script may add the dark class before the first paint.
    classes.add(darkThemeClass);
    const customProperties = markupCustomProperties(markup);
    const dataAttributes = markupDataAttributes(markup);
    // Every character the page may show: its text (entities decoded) and its attributes (placeholders, values).
    const text = `${markup}${visibleText(markup)}`;
    const key = [classes, customProperties, dataAttributes, new Set(text)]
      .map((set) => [...set].sort().join(' '))
      .join('\n');
    let used = cache.get(key);
    if (used === undefined) {
      used = usedCss(css, { classes, customProperties, dataAttributes, text });
      if (!used.includes(subsetUrl))
        throw new Error('A page left out the Latin subset: the whole sheet does not declare it');
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
      cache.set(key, used);
    }
    const style = `<style data-stylesheet="${wholeCssUrl}">${used}</style>`;
    return page.replace(inlinedStyle, () => style);
  };
}

/** What the server needs to inline a page's sheet, written by the build beside the template. */
export const sheetFile = 'stylesheet.json';

/** The sheet options from the template (its inline sheet) and the build's `stylesheet.json`. */
export function sheetOptions(template: string, written: { wholeCssUrl: string; subsetUrl: string }): SheetOptions {
  const css = /<style>([\s\S]*?)<\/style>/.exec(template)?.[1];
  if (css === undefined) throw new Error('The template carries no stylesheet');
  return { css, ...written };
}
