import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations, manifest, useStoredTheme, viewports, waitForHydration, watchPage } from './support.ts';

/** An attribute value as React writes it. */
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const visits = manifest.routes.flatMap((route) => route.visit.map((path) => ({ route, path })));

// Browser checks for every hand-made page, every sales page (each laid out by its own blocks), every client demo (each
// in its own brand's colours) and the first page of each other template; pages of one template share their markup, so
// the HTTP checks below cover the rest.
const templateSamples = new Set<string>();
const inBrowser = new Set(
  manifest.routes
    .filter((route) => {
      if (route.source === 'page' || route.source === 'sales' || route.source === 'demo') return true;
      if (templateSamples.has(route.source)) return false;
      templateSamples.add(route.source);
      return true;
    })
    .map((route) => route.path),
);

test('every route has a unique title and description', () => {
  const titles = manifest.routes.map((route) => route.title);
  const descriptions = manifest.routes.map((route) => route.description);
  expect(new Set(titles).size).toBe(titles.length);
  expect(new Set(descriptions).size).toBe(descriptions.length);
  expect(visits.length).toBeGreaterThan(0);
});

test('sitemap.xml lists exactly the indexed routes', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const indexed = manifest.routes.filter((route) => route.indexed && !route.path.includes(':'));
  expect(listed.sort()).toEqual(indexed.map((route) => new URL(route.path, manifest.siteUrl).href).sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', manifest.siteUrl).href}`);
});

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The site's whole stylesheet, as a prerendered page names it for its code to load. */
async function wholeStylesheetUrl(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const url = html.match(/<style data-stylesheet="([^"]+)"/)?.[1];
  if (!url) throw new Error('The home page names no whole stylesheet');
  return url;
}

/**
 * In the browser: the rules of the whole stylesheet (`wholeCss`) that the page's inlined sheet left out, yet could
 * style one of its elements now or in some state its markup allows (hover, focus, a pseudo-element), in the theme
 * the document is in; and the left-out keyframes some element's animation names. The browser does the matching.
 */
function missingRules(wholeCss: string): string[] {
  const whole = new CSSStyleSheet();
  whole.replaceSync(wholeCss);
  const inlined = document.querySelector<HTMLStyleElement>('head style[data-stylesheet]')?.sheet;
  if (!inlined) return ['the page inlines no stylesheet'];

  /** Splits a selector list at its top-level commas. */
  const selectors = (list: string) => {
    const parts: string[] = [];
    let depth = 0;
    let current = '';
    for (const char of list) {
      if (char === '(' || char === '[') depth++;
      if (char === ')' || char === ']') depth--;
      if (char === ',' && depth === 0) {
        parts.push(current.trim());
        current = '';
      } else current += char;
    }
    parts.push(current.trim());
    return parts;
  };
  /** A style rule's declarations less its custom properties, serialised as the browser writes them. */
  const withoutCustomProperties = (style: CSSStyleDeclaration) => {
    const copy = document.createElement('div').style;
    copy.cssText = style.cssText;
    for (const name of [...copy]) if (name.startsWith('--')) copy.removeProperty(name);
    return copy.cssText;
  };
  /** A family name as CSS writes it (`'Jost'`, `"Inter Variable"`, `serif`), compared lower-case. */
  const familyName = (text: string) =>
    text
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2')
      .toLowerCase();
  const rules = (sheet: CSSStyleSheet) => {
    const found: {
      key: string;
      selector?: string;
      keyframes?: string;
      customProperty?: string;
      unicodeRange?: string;
      family?: string;
    }[] = [];
    const walk = (list: CSSRuleList, context: string) => {
      for (const rule of list) {
        if (rule instanceof CSSStyleRule) {
          const declarations = withoutCustomProperties(rule.style);
          const customProperties = [...rule.style].filter((name) => name.startsWith('--'));
          for (const selector of selectors(rule.selectorText)) {
            if (declarations || customProperties.length === 0)
              found.push({ key: `${context}${selector} { ${declarations} }`, selector });
            // Each custom property is its own entry: the page needs only those something on it reads.
            for (const name of customProperties)
              found.push({
                key: `${context}${selector} { ${name}: ${rule.style.getPropertyValue(name)} }`,
                selector,
                customProperty: name,
              });
          }
        } else if (rule instanceof CSSKeyframesRule)
          found.push({ key: `${context}${rule.cssText}`, keyframes: rule.name });
        else if (rule instanceof CSSFontFaceRule)
          found.push({
            key: `${context}${rule.cssText}`,
            unicodeRange: rule.style.getPropertyValue('unicode-range'),
            family: familyName(rule.style.getPropertyValue('font-family')),
          });
        else if (rule instanceof CSSGroupingRule)
          walk(rule.cssRules, `${context}${rule.cssText.slice(0, rule.cssText.indexOf('{'))}> `);
        else found.push({ key: `${context}${rule.cssText}` });
      }
    };
    walk(sheet.cssRules, '');
    return found;
  };
  /** Rewrites the parts of a selector outside parentheses and brackets. */
  const topLevel = (selector: string, rewrite: (part: string) => string) => {
    let result = '';
    let part = '';
    let depth = 0;
    for (const char of selector) {
      if (depth === 0 && (char === '(' || char === '[')) {
        result += rewrite(part);
        part = '';
      }
      if (char === '(' || char === '[') depth++;
      if (char === ')' || char === ']') depth--;
      if (depth === 0 && char !== ')' && char !== ']') part += char;
      else result += char;
    }
    return result + rewrite(part);
  };
  const statePseudos =
    /^(::.*|:(before|after|hover|focus-visible|focus-within|focus|active|visited|target|checked|disabled|enabled|invalid|valid|user-invalid|user-valid|placeholder-shown|autofill|-webkit-autofill|open|popover-open|modal))$/;
  const kept = new Set(rules(inlined).map((rule) => rule.key));
  // What the page can read: every var() in the inlined sheet and in the markup's style attributes.
  const readable = [
    inlined.ownerNode?.textContent ?? '',
    ...[...document.querySelectorAll('[style]')].map((element) => element.getAttribute('style') ?? ''),
  ].join('\n');
  const read = new Set([...readable.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name));
  const animations = new Set(
    [...document.querySelectorAll('*')].flatMap((element) => getComputedStyle(element).animationName.split(/,\s*/)),
  );
  // Every character the page can show: its text and the attributes a browser draws (placeholders, values, labels).
  const shown = [
    document.documentElement.textContent ?? '',
    ...[...document.querySelectorAll('[placeholder], [value], [alt], [title], [aria-label]')].flatMap((element) =>
      ['placeholder', 'value', 'alt', 'title', 'aria-label'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ].join('');
  const codePoints = [...new Set(shown)].map((character) => character.codePointAt(0) ?? 0);
  // Every family an element of the page asks for, in the theme the document is in.
  const families = new Set(
    [...document.querySelectorAll('*')].flatMap((element) =>
      getComputedStyle(element).fontFamily.split(',').map(familyName),
    ),
  );
  /** Whether a face's `unicode-range` (`U+0-FF, U+131, U+1E??`) covers a character the page shows. */
  const drawsPageText = (range: string) =>
    range.split(',').some((token) => {
      const value = token.trim().replace(/^U\+/i, '');
      const [low, high] = value.includes('?')
        ? [value.replace(/\?/g, '0'), value.replace(/\?/g, 'F')]
        : [value.split('-')[0] ?? '', value.split('-')[1] ?? value.split('-')[0] ?? ''];
      const [from, to] = [Number.parseInt(low, 16), Number.parseInt(high, 16)];
      return codePoints.some((codePoint) => codePoint >= from && codePoint <= to);
    });
  const missing: string[] = [];
  for (const rule of rules(whole)) {
    if (kept.has(rule.key)) continue;
    if (rule.unicodeRange !== undefined) {
      // A face the page does not declare is missing only if it would draw some of the page's characters in a family
      // the page asks for (another page's brand face is not).
      const drawn = !rule.unicodeRange || drawsPageText(rule.unicodeRange);
      if (drawn && families.has(rule.family ?? '')) missing.push(rule.key.slice(0, 120));
      continue;
    }
    if (rule.keyframes !== undefined) {
      if (animations.has(rule.keyframes)) missing.push(`@keyframes ${rule.keyframes}`);
      continue;
    }
    if (rule.customProperty !== undefined && !read.has(rule.customProperty)) continue;
    if (rule.selector === undefined) {
      missing.push(rule.key.slice(0, 120));
      continue;
    }
    // Any state the markup allows: user actions, form states and pseudo-elements are dropped (outside `:not()`).
    const anyState = topLevel(rule.selector, (part) =>
      part.replace(/::?[\w-]+/g, (pseudo) => (statePseudos.test(pseudo) ? '' : pseudo)),
    ).trim();
    try {
      if (document.querySelector(anyState || '*')) missing.push(rule.key.slice(0, 160));
    } catch {
      missing.push(`unreadable selector ${rule.selector}`);
    }
  }
  return missing;
}

for (const { route, path } of visits) {
  test.describe(`route ${path}`, () => {
    test('arrives as complete HTML with its own head', async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // The build moves the entry script into <head>: the root is the last element of <body> but for the empty
      // element a short page's first paint waits for (`site/server/first-window.ts`).
      const body =
        html.match(/<div id="root">([\s\S]*)<\/div>\s*(?:<template id="document-end"><\/template>)?<\/body>/)?.[1] ??
        '';
      expect(body).toMatch(/<h1[^>]*>[^<]+/);
      // React escapes text as HTML does: & < > " and '.
      expect(html).toContain(`<title>${escapeText(route.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeAttribute(route.description)}"/>`);
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, manifest.siteUrl).href}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${new URL(path, manifest.siteUrl).href}"/>`);
      expect(html).toContain(route.indexed ? 'content="index, follow"' : 'content="noindex, follow"');
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks.length).toBeGreaterThan(0);
      const documents = blocks.map(([, json]) => JSON.parse(json ?? ''));
      for (const data of documents) {
        expect(data['@context']).toBe('https://schema.org');
        expect(typeof data['@type']).toBe('string');
      }
      const work = documents.find((data) => data['@type'] === 'CreativeWork');
      // A case study, and only a case study, is a creative work about its client, at the page's own address.
      expect(Boolean(work), 'CreativeWork data').toBe(route.source === 'case-study');
      if (work) {
        expect(work).toMatchObject({
          headline: expect.any(String),
          url: new URL(path, manifest.siteUrl).href,
          about: { '@type': 'Organization', name: expect.any(String) },
        });
      }
      // Everything the page loads comes from the site itself.
      const loads = [
        ...html.matchAll(/<(?:script|img|source|iframe)\b[^>]*\ssrc="([^"]+)"/g),
        ...html.matchAll(
          /<link\b(?=[^>]*\srel="(?:stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest)")[^>]*\shref="([^"]+)"/g,
        ),
      ].map((match) => match[1] ?? '');
      expect(loads.length).toBeGreaterThan(0);
      expect(loads.filter((url) => !/^\/(?!\/)/.test(url))).toEqual([]);
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      expect(response.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    });

    test('inlines every rule its markup can use, in both themes', async ({ page, request }) => {
      const wholeCss = await (await request.get(await wholeStylesheetUrl(request))).text();
      // The page as it is before a touch wakes its code.
      await page.route('**/assets/*.js', (script) => script.abort());
      await page.goto(path);
      for (const dark of [false, true]) {
        await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
        expect(await page.evaluate(missingRules, wholeCss), dark ? 'dark theme' : 'light theme').toEqual([]);
      }
    });

    for (const theme of inBrowser.has(route.path) ? (['light', 'dark'] as const) : []) {
      for (const [name, viewport] of Object.entries(viewports)) {
        test(`is axe-clean, quiet and local in ${theme} at ${viewport.width} px`, async ({ page, baseURL }) => {
          await page.setViewportSize(viewport);
          await useStoredTheme(page, theme);
          const watched = watchPage(page, baseURL ?? '');
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
          await expectNoAxeViolations(page, `${path} (${theme}, ${name})`);
          expect(watched.consoleErrors).toEqual([]);
          expect(watched.foreignRequests).toEqual([]);
        });
      }
    }
  });
}
