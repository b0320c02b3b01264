/**
 * The part of the site's stylesheet one prerendered page needs for its first paint. A rule stays when every class
 * its selector requires is on some element of the page (or is one the theme script may add to `<html>`); the
 * browser's own states (`:hover`, `:focus-visible`, `:popover-open`, media queries) stay with their classes, so the
 * page looks and behaves as with the whole sheet until its code runs. A state only the code sets (`[data-hovered]`,
 * `[data-focus-visible]`: React Aria's) goes unless the markup already carries it: the code loads the whole sheet
 * before it hydrates. Of the theme's custom properties only those a kept rule (or the markup)
 * reads stay: the tokens are a fifth of the sheet, and the document's size decides whether it arrives in the first
 * round trip. The code loads the whole sheet before it hydrates: menus, dialogs and messages it renders later find
 * their rules there. A face whose characters the page does not contain (Inter's Greek, Cyrillic, Vietnamese) goes too,
 * and so does a face whose family only rules the page lacks name (a client brand's, on every other page): the browser
 * would never fetch either for this page.
 */
import postcss, { type AtRule, type Root } from 'postcss';

/** Whether a CSS `unicode-range` value (`U+??, U+131, U+2000-206F`) covers a code point. */
export function unicodeRangeCovers(range: string, codePoint: number): boolean {
  return range.split(',').some((token) => {
    const value = token.trim().replace(/^U\+/i, '');
    if (value.includes('?')) {
      const low = Number.parseInt(value.replace(/\?/g, '0'), 16);
      const high = Number.parseInt(value.replace(/\?/g, 'F'), 16);
      return codePoint >= low && codePoint <= high;
    }
    const [start = '', end = start] = value.split('-');
    return codePoint >= Number.parseInt(start, 16) && codePoint <= Number.parseInt(end, 16);
  });
}

/** Class names on the elements of an HTML document (`class="…"`, as React and the Markdown pipeline write them). */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** Custom properties the markup's own `style` attributes read (`var(--name)`). */
export function markupCustomProperties(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sstyle="([^"]*)"/g))
    for (const [, name = ''] of value.matchAll(customPropertyReference)) names.add(name);
  return names;
}

const customPropertyReference = /var\(\s*(--[\w-]+)/g;

/** Names of the `data-*` attributes on the elements of an HTML document. */
export function markupDataAttributes(html: string): Set<string> {
  const names = new Set<string>();
  for (const [tag = ''] of html.matchAll(/<[a-zA-Z][^>]*>/g))
    for (const [, name = ''] of tag.matchAll(/\s(data-[\w-]+)(?=[\s=/>])/g)) names.add(name);
  return names;
}

/**
 * Classes a selector cannot match without. What sits inside brackets or parentheses (`[href$=".pdf"]`,
 * `:not(.open)`, `:is(.a, .b)`) is not required; a selector with escapes is kept whole rather than misread.
 */
export function requiredClasses(selector: string): string[] | undefined {
  if (selector.includes('\\')) return undefined;
  let depth = 0;
  let outside = '';
  for (const char of selector) {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name);
}

/** The `data-*` attributes a selector cannot match without: those in brackets outside any parentheses. */
export function requiredDataAttributes(selector: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (const [index, char] of [...selector].entries()) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '[' && depth === 0) {
      const name = /^\s*(data-[\w-]+)/.exec(selector.slice(index + 1))?.[1];
      if (name) names.push(name);
    }
  }
  return names;
}

const groupingRules = new Set(['media', 'supports', 'layer', 'container']);

/** Removes grouping at-rules left with no rules inside (a block-less `@layer a, b;` statement stays). */
function dropEmptyGroups(root: Root) {
  root.walkAtRules((rule) => {
    if (groupingRules.has(rule.name) && rule.nodes && rule.nodes.length === 0) rule.remove();
  });
}

/** Removes the custom-property declarations nothing reads: no other declaration, directly or in turn, nor the markup. */
function dropUnreadCustomProperties(root: Root, readByMarkup: ReadonlySet<string>) {
  const read = new Set(readByMarkup);
  const valuesOf = new Map<string, string[]>();
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--'))
      valuesOf.set(declaration.prop, [...(valuesOf.get(declaration.prop) ?? []), declaration.value]);
    else for (const [, name = ''] of declaration.value.matchAll(customPropertyReference)) read.add(name);
  });
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop())
    for (const value of valuesOf.get(name) ?? [])
      for (const [, inner = ''] of value.matchAll(customPropertyReference))
        if (!read.has(inner)) {
          read.add(inner);
          pending.push(inner);
        }
  root.walkDecls(/^--/, (declaration) => {
    if (!read.has(declaration.prop)) declaration.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}

/** Removes the faces whose `unicode-range` covers none of `text`'s characters (a face without a range stays). */
function dropFacesForOtherScripts(root: Root, text: string) {
  const codePoints = [...new Set(text)].map((character) => character.codePointAt(0) ?? 0);
  root.walkAtRules('font-face', (rule) => {
    let range: string | undefined;
    rule.walkDecls('unicode-range', (declaration) => {
      range = declaration.value;
    });
    if (range !== undefined && !codePoints.some((codePoint) => unicodeRangeCovers(range ?? '', codePoint)))
      rule.remove();
  });
}

/** A family name as CSS writes it in a list or a face (`'Jost'`, `"Inter Variable"`, `serif`), compared lower-case. */
function familyName(text: string): string {
  const quoted = /(['"])(.+?)\1/.exec(text);
  return (quoted ? (quoted[2] ?? '') : text.trim()).toLowerCase();
}

/** The families the sheet's declarations name: `font-family` and `font` values, and custom properties (font stacks). */
function namedFamilies(root: Root): Set<string> {
  const names = new Set<string>();
  root.walkDecls(/^(font|font-family|--.+)$/, (declaration) => {
    const parent = declaration.parent;
    if (parent?.type === 'atrule' && (parent as AtRule).name === 'font-face') return;
    for (const part of declaration.value.split(',')) names.add(familyName(part));
  });
  return names;
}

/**
 * Removes the faces of families that only dropped rules named (another page's brand, say): nothing on this page asks
 * for them, so the browser would never fetch them. Faces of a family no rule of the sheet names stay.
 */
function dropFacesOfDroppedFamilies(root: Root, namedBefore: ReadonlySet<string>) {
  const named = namedFamilies(root);
  root.walkAtRules('font-face', (rule) => {
    let family = '';
    rule.walkDecls('font-family', (declaration) => {
      family = familyName(declaration.value);
    });
    if (namedBefore.has(family) && !named.has(family)) rule.remove();
  });
}

/** What a page's markup offers the stylesheet. */
export interface PageMarkup {
  /** Every class on its elements (`markupClasses`), with any a script may add before the code runs. */
  classes: ReadonlySet<string>;
  /** The custom properties its `style` attributes read (`markupCustomProperties`); none when unset. */
  customProperties?: ReadonlySet<string>;
  /**
   * The `data-*` attributes on its elements (`markupDataAttributes`): a rule that needs another waits for the
   * whole sheet. Unset, attributes decide nothing.
   */
  dataAttributes?: ReadonlySet<string>;
  /** Every character it may show (its markup will do): only the faces that draw some of it stay. Unset, all stay. */
  text?: string;
}

/**
 * The rules of `css` that a page with `markup` can match, in their order, with the keyframes and custom properties
 * they use and the faces that draw its text.
 */
export function usedCss(
  css: string,
  { classes, customProperties = new Set(), dataAttributes, text }: PageMarkup,
): string {
  const root = postcss.parse(css);
  const familiesNamed = namedFamilies(root);
  const keyframes: AtRule[] = [];
  root.walkAtRules(/keyframes$/, (rule) => {
    keyframes.push(rule);
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const matching = rule.selectors.filter(
      (selector) =>
        (requiredClasses(selector) ?? []).every((name) => classes.has(name)) &&
        (dataAttributes === undefined || requiredDataAttributes(selector).every((name) => dataAttributes.has(name))),
    );
    if (matching.length === 0) rule.remove();
    else if (matching.length < rule.selectors.length) rule.selectors = matching;
  });
  dropEmptyGroups(root);

  const animated = new Set<string>();
  root.walkDecls(/^animation(-name)?$/, (declaration) => {
    for (const word of declaration.value.split(/[\s,]+/)) animated.add(word);
  });
  for (const rule of keyframes) if (!animated.has(rule.params.trim())) rule.remove();
  if (text !== undefined) dropFacesForOtherScripts(root, text);
  dropUnreadCustomProperties(root, customProperties);
  dropFacesOfDroppedFamilies(root, familiesNamed);
  dropEmptyGroups(root);
  return root.toString();
}

/** `css` without the `@font-face` rules that draw from one of `urls`. */
export function withoutFontFaces(css: string, urls: readonly string[]): string {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (rule) => {
    if (urls.some((url) => rule.toString().includes(url))) rule.remove();
  });
  return root.toString();
}
