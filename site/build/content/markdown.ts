/**
 * Article bodies, Markdown to HTML at build time (unified: remark, then rehype). The HTML is cleaned to an
 * allow-list: paragraphs, headings, lists, bold, italic, links, line breaks and spans, with only `href`, `title`
 * and `target` on links; scripts, styles, frames, objects and embeds are dropped with their contents. Links to
 * other sites open in a new tab without a handle on this one, and say so to screen readers. Nothing here reaches
 * the browser.
 */
import { isOffSite, newTabAttributes, newTabNote } from '@tallowood/design-system/early';
import type { Element, Root, RootContent } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const articleSanitizeSchema: SanitizeSchema = {
  tagNames: ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'br', 'span'],
  attributes: { a: ['href', 'title', 'target'] },
  protocols: { href: ['http', 'https', 'mailto', 'tel'] },
  // Dropped with everything inside them; any other unknown element is unwrapped to its text.
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  clobberPrefix: '',
  required: {},
};

function isElement(node: RootContent): node is Element {
  return node.type === 'element';
}

function visitElements(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    visit(child);
    visitElements(child, visit);
  }
}

/** A link to another site follows the kit's rule: a new tab, no handle on this page, and a note for screen readers. */
function externalLinks(origin: string) {
  return (tree: Root) => {
    visitElements(tree, (element) => {
      if (element.tagName !== 'a') return;
      const href = String(element.properties.href ?? '');
      if (!isOffSite(href) || new URL(href).origin === origin) {
        delete element.properties.target;
        return;
      }
      element.properties.target = newTabAttributes.target;
      element.properties.rel = newTabAttributes.rel.split(' ');
      element.children.push({
        type: 'element',
        tagName: 'span',
        properties: { dataVisuallyHidden: '' },
        children: [{ type: 'text', value: ` ${newTabNote}` }],
      });
    });
  };
}

/** The anchor a heading's words give it: `Core Web Vitals in 2025` → `core-web-vitals-in-2025`. */
function anchorOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function textOf(node: Element | RootContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/**
 * Each section heading (`h2`) gets an anchor from its words, so a contents list can link to it; given after the
 * sanitiser, which allows no ids from the Markdown itself. A repeated heading's anchor takes a number.
 */
function headingAnchors() {
  return (tree: Root) => {
    const taken = new Set<string>();
    visitElements(tree, (element) => {
      if (element.tagName !== 'h2') return;
      const base = anchorOf(textOf(element)) || 'section';
      let id = base;
      for (let count = 2; taken.has(id); count++) id = `${base}-${count}`;
      taken.add(id);
      element.properties.id = id;
    });
  };
}

/**
 * Each `h2` and what follows it, up to the next, in a `<section>` of its own: the browser can then leave the sections
 * below the first screen undrawn until the reader nears them, so a long article's first screen costs that screen.
 */
function headingSections() {
  return (tree: Root) => {
    const grouped: RootContent[] = [];
    let section: Element | undefined;
    for (const node of tree.children) {
      if (isElement(node) && node.tagName === 'h2') {
        section = { type: 'element', tagName: 'section', properties: {}, children: [] };
        grouped.push(section);
      }
      if (section) section.children.push(node as Element);
      else grouped.push(node);
    }
    tree.children = grouped;
  };
}

/** Markdown (trusted or not) to clean HTML. */
export async function markdownToHtml(markdown: string, origin = 'https://www.tallowood.digital'): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    // Raw HTML is parsed as HTML, so the sanitiser sees a `<script>` as the element it is and drops it whole.
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize, articleSanitizeSchema)
    .use(externalLinks, origin)
    .use(headingAnchors)
    .use(headingSections)
    .use(rehypeStringify)
    .process(markdown);
  return String(file);
}
