/**
 * Pictures of a site's first screen, drawn at build time: the wordmark and menu, the hero's headline, subline and
 * buttons, and the top of a row of feature cards, in one look's colours, faces and corners. Laid out with satori
 * (its words drawn as paths from local font files) and rasterised with resvg, so no browser is needed. The portfolio's
 * cards show each client's demo this way, and the before/after page each redesign's old and new site.
 * Pictures are palette PNGs: resvg writes no WebP, and a few hundred colours draw flat panels and antialiased words
 * at a tenth to a third of a true-colour file’s size (9 to 31 KB a file).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import { type BrandFace, type BrandPalette, brandFontFile } from '@tallowood/design-system/client-brands';
import { type CSSProperties, createElement as h, type ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { pagePictureSize } from '../src/templates/pagePictures.ts';
import { indexedPng } from './indexed-png.ts';

/** What a first screen shows, in a look of its own. */
export interface PageLook {
  /** The site's name: drawn in the display face when the look has no wordmark. */
  name: string;
  palette: BrandPalette;
  fonts: { display: BrandFace; body: BrandFace };
  /** Corner radii, as CSS lengths (`0`, `0.5rem`, `9999px`). */
  radii: { sm: string; md: string; lg: string };
  /** The name as outlines in a `0 0 width height` box, filled with the text colour. */
  wordmark?: { width: number; height: number; d: string };
  /**
   * How the page is laid out: today's full-width bands, or a site of the early 2010s (a fixed-width column on a
   * grey page, a bar of capitalised links, a photo slider with a caption box, bevelled buttons, small type).
   */
  era: 'modern' | 'dated';
  /** The hero's band: the page itself, the brand's gradient, or its inverse surface. */
  heroBand: 'plain' | 'gradient' | 'dark';
  menu: readonly string[];
  hero: { eyebrow: string; title: string; subtitle: string; primary: string; secondary: string };
  /** The first cards below the hero (the first three are drawn). */
  features: readonly { title: string; body: string }[];
}

/** The screen the picture is laid out on, in CSS pixels: a desktop window's first screen, at the card's proportions. */
const screen = { width: 1000, height: (1000 * pagePictureSize.height) / pagePictureSize.width };
const rootFontSize = 16;

const require = createRequire(import.meta.url);
const fontData = new Map<string, Buffer>();

/** A face's `.woff` file (satori reads no `.woff2`), read once per build. */
function faceFile(face: BrandFace, weight: number): Buffer {
  const specifier = brandFontFile(face, weight, 'woff');
  let data = fontData.get(specifier);
  if (!data) {
    data = readFileSync(require.resolve(specifier));
    fontData.set(specifier, data);
  }
  return data;
}

function lookFonts(look: PageLook): Font[] {
  return (['display', 'body'] as const).flatMap((role) =>
    look.fonts[role].weights.map((weight) => ({
      name: `${role}-${look.fonts[role].family}`,
      data: faceFile(look.fonts[role], weight),
      weight: weight as Font['weight'],
      style: 'normal' as const,
    })),
  );
}

/** A CSS length in screen pixels (`rem` at the browser's 16 px). */
function px(length: string): number {
  const value = Number.parseFloat(length);
  if (Number.isNaN(value)) throw new Error(`Not a length: ${length}`);
  return length.endsWith('rem') ? value * rootFontSize : value;
}

/** The face's family as the picture's fonts name it, and the heaviest weight the look has for it. */
function faceStyle(look: PageLook, role: 'display' | 'body', strong = false): CSSProperties {
  const face = look.fonts[role];
  const weights = [...face.weights].sort((a, b) => a - b);
  return {
    fontFamily: `${role}-${face.family}`,
    fontWeight: (strong ? weights.at(-1) : weights[0]) as CSSProperties['fontWeight'],
  };
}

/** The band's background and the text colours on it, as the kit's hero variants draw them in a brand theme. */
function heroColours(look: PageLook): { band: CSSProperties; text: string; muted: string } {
  const p = look.palette;
  if (look.heroBand === 'plain') return { band: { backgroundColor: p.background }, text: p.text, muted: p.textMuted };
  const band: CSSProperties =
    look.heroBand === 'gradient'
      ? // A brand's gradient runs from its inverse surface to its deeper accent (the kit's brand roles).
        {
          backgroundColor: p.surfaceInverse,
          backgroundImage: `linear-gradient(135deg, ${p.surfaceInverse}, ${p.accentHover})`,
        }
      : { backgroundColor: p.surfaceInverse };
  return { band, text: p.textInverse, muted: p.textInverse };
}

function wordmark(look: PageLook, colour: string): ReactNode {
  if (!look.wordmark) {
    return h('div', { style: { ...faceStyle(look, 'display', true), fontSize: 26, color: colour } }, look.name);
  }
  const { width, height, d } = look.wordmark;
  const drawnHeight = 30;
  return h(
    'svg',
    { width: Math.round((width / height) * drawnHeight), height: drawnHeight, viewBox: `0 0 ${width} ${height}` },
    h('path', { d, fill: colour }),
  );
}

function button(look: PageLook, label: string, style: CSSProperties): ReactNode {
  return h(
    'div',
    {
      style: {
        display: 'flex',
        alignItems: 'center',
        height: 52,
        padding: '0 26px',
        borderRadius: px(look.radii.md),
        fontSize: 18,
        ...faceStyle(look, 'body', true),
        ...style,
      },
    },
    label,
  );
}

function page(look: PageLook): ReactNode {
  const p = look.palette;
  const hero = heroColours(look);
  const onBand = look.heroBand !== 'plain';
  const textBlock: CSSProperties = { display: 'block', lineClamp: 2 };
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        width: screen.width,
        height: screen.height,
        backgroundColor: p.background,
        color: p.text,
        ...faceStyle(look, 'body'),
      },
    },
    // The header: wordmark and menu.
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexShrink: 0,
          alignItems: 'center',
          justifyContent: 'space-between',
          height: 80,
          padding: '0 56px',
          backgroundColor: p.surface,
          borderBottom: `1px solid ${p.border}`,
        },
      },
      wordmark(look, p.text),
      h(
        'div',
        { style: { display: 'flex', gap: 28, fontSize: 17, color: p.textMuted } },
        ...look.menu.slice(0, 4).map((item) => h('div', { key: item }, item)),
      ),
    ),
    // The hero: eyebrow, headline, subline and the two buttons.
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          flexShrink: 0,
          padding: '64px 56px 56px',
          gap: 20,
          color: hero.text,
          ...hero.band,
        },
      },
      h(
        'div',
        {
          style: {
            display: 'flex',
            alignSelf: 'flex-start',
            padding: '6px 14px',
            borderRadius: px(look.radii.sm),
            backgroundColor: p.accentSoft,
            color: p.accentSoftText,
            fontSize: 15,
            ...faceStyle(look, 'body', true),
          },
        },
        look.hero.eyebrow,
      ),
      h(
        'div',
        {
          style: {
            ...textBlock,
            maxWidth: 760,
            fontSize: 56,
            lineHeight: 1.08,
            letterSpacing: '-0.015em',
            ...faceStyle(look, 'display', true),
          },
        },
        look.hero.title,
      ),
      h(
        'div',
        { style: { ...textBlock, maxWidth: 700, fontSize: 20, lineHeight: 1.5, color: hero.muted } },
        look.hero.subtitle,
      ),
      h(
        'div',
        { style: { display: 'flex', gap: 16, marginTop: 8 } },
        button(
          look,
          look.hero.primary,
          onBand
            ? { backgroundColor: p.accentSoft, color: p.accentSoftText }
            : { backgroundColor: p.accent, color: p.accentText },
        ),
        button(look, look.hero.secondary, { border: `2px solid ${hero.text}`, color: hero.text }),
      ),
    ),
    // The top of the first row of cards, cut by the screen's edge as a visitor first sees it.
    h(
      'div',
      { style: { display: 'flex', gap: 24, padding: '40px 56px 0', backgroundColor: p.surfaceMuted, flexGrow: 1 } },
      ...look.features.slice(0, 3).map((feature) =>
        h(
          'div',
          {
            key: feature.title,
            style: {
              display: 'flex',
              flexDirection: 'column',
              flex: 1,
              gap: 10,
              padding: 24,
              backgroundColor: p.surface,
              border: `1px solid ${p.border}`,
              borderRadius: px(look.radii.lg),
            },
          },
          h('div', { style: { width: 40, height: 6, borderRadius: 3, backgroundColor: p.accent } }),
          h('div', { style: { ...textBlock, fontSize: 20, ...faceStyle(look, 'display', true) } }, feature.title),
          h(
            'div',
            { style: { ...textBlock, lineClamp: 3, fontSize: 15, lineHeight: 1.5, color: p.textMuted } },
            feature.body,
          ),
        ),
      ),
    ),
  );
}

/** A bevelled button of its time: a top-lit gradient, a darker edge and a white highlight. */
function datedButton(look: PageLook, label: string, colour: string, text: string): ReactNode {
  return h(
    'div',
    {
      style: {
        display: 'flex',
        alignItems: 'center',
        flexShrink: 0,
        height: 38,
        padding: '0 18px',
        whiteSpace: 'nowrap',
        borderRadius: px(look.radii.md),
        border: `1px solid ${look.palette.textMuted}`,
        backgroundImage: `linear-gradient(180deg, ${look.palette.surface} 0%, ${colour} 55%)`,
        boxShadow: 'inset 0 1px 0 rgba(255,255,255,0.6)',
        color: text,
        fontSize: 14,
        textTransform: 'uppercase',
        ...faceStyle(look, 'body', true),
      },
    },
    label,
  );
}

/** An early-2010s site: the same content in a fixed column, with a slider where the hero would be. */
function datedPage(look: PageLook): ReactNode {
  const p = look.palette;
  const small: CSSProperties = { display: 'block', fontSize: 13, lineHeight: 1.45, color: p.textMuted };
  return h(
    'div',
    {
      style: {
        display: 'flex',
        justifyContent: 'center',
        width: screen.width,
        height: screen.height,
        backgroundColor: p.surfaceMuted,
        color: p.text,
        ...faceStyle(look, 'body'),
      },
    },
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          width: 860,
          backgroundColor: p.surface,
          boxShadow: '0 0 12px rgba(0,0,0,0.35)',
          borderLeft: `1px solid ${p.border}`,
          borderRight: `1px solid ${p.border}`,
        },
      },
      // The header: the name in the display face, the eyebrow as a strapline beside it.
      h(
        'div',
        {
          style: {
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            padding: '26px 24px 18px',
          },
        },
        h('div', { style: { ...faceStyle(look, 'display', true), fontSize: 34, color: p.accent } }, look.name),
        h('div', { style: { display: 'flex', fontSize: 14, color: p.textMuted } }, look.hero.eyebrow),
      ),
      // The menu bar: capitals on a glossy band, split by rules.
      h(
        'div',
        {
          style: {
            display: 'flex',
            height: 44,
            backgroundColor: p.surfaceInverse,
            backgroundImage: `linear-gradient(180deg, ${p.accentSoft} 0%, ${p.surfaceInverse} 60%)`,
            borderTop: `1px solid ${p.border}`,
          },
        },
        ...['Home', ...look.menu.slice(0, 4)].map((item) =>
          h(
            'div',
            {
              key: item,
              style: {
                display: 'flex',
                alignItems: 'center',
                padding: '0 20px',
                borderRight: `1px solid ${p.border}`,
                color: p.textInverse,
                fontSize: 13,
                textTransform: 'uppercase',
                ...faceStyle(look, 'body', true),
              },
            },
            item,
          ),
        ),
      ),
      // The slider: a landscape photograph's place (sky and two hills), a caption box over it and the slide dots.
      h(
        'div',
        {
          style: {
            position: 'relative',
            display: 'flex',
            alignItems: 'flex-end',
            overflow: 'hidden',
            height: 290,
            margin: '16px 24px 0',
            padding: 20,
            backgroundImage: `linear-gradient(180deg, ${p.accentSoft} 0%, ${p.surface} 100%)`,
            border: `4px solid ${p.border}`,
          },
        },
        ...[
          { left: -120, width: 620, colour: p.textMuted },
          { left: 320, width: 560, colour: p.accent },
        ].map((hill) =>
          h('div', {
            key: hill.left,
            style: {
              position: 'absolute',
              left: hill.left,
              bottom: -160,
              width: hill.width,
              height: 300,
              borderRadius: '50%',
              backgroundColor: hill.colour,
              opacity: 0.55,
            },
          }),
        ),
        h(
          'div',
          {
            style: {
              display: 'flex',
              flexDirection: 'column',
              gap: 6,
              position: 'relative',
              maxWidth: 560,
              padding: '14px 18px',
              backgroundColor: 'rgba(0,0,0,0.62)',
              color: '#ffffff',
            },
          },
          h(
            'div',
            { style: { display: 'block', lineClamp: 2, fontSize: 26, ...faceStyle(look, 'display', true) } },
            look.hero.title,
          ),
          h('div', { style: { ...small, lineClamp: 2, color: '#f2f2f2' } }, look.hero.subtitle),
        ),
      ),
      h(
        'div',
        { style: { display: 'flex', justifyContent: 'center', gap: 8, padding: '10px 0' } },
        ...[0, 1, 2, 3].map((dot) =>
          h('div', {
            key: dot,
            style: { width: 10, height: 10, borderRadius: 5, backgroundColor: dot === 0 ? p.accent : p.border },
          }),
        ),
      ),
      // Three columns of welcome text, each with its heading, and the buttons under the first.
      h(
        'div',
        { style: { display: 'flex', gap: 20, padding: '4px 24px 0' } },
        ...look.features.slice(0, 3).map((feature, index) =>
          h(
            'div',
            { key: feature.title, style: { display: 'flex', flexDirection: 'column', flex: 1, gap: 8 } },
            h(
              'div',
              {
                style: {
                  display: 'block',
                  lineClamp: 1,
                  fontSize: 18,
                  color: p.accent,
                  ...faceStyle(look, 'display'),
                },
              },
              feature.title,
            ),
            h('div', { style: { ...small, lineClamp: 4 } }, feature.body),
            index === 0
              ? h(
                  'div',
                  { style: { display: 'flex', gap: 10, marginTop: 4 } },
                  datedButton(look, look.hero.primary, p.accent, p.accentText),
                  datedButton(look, look.hero.secondary, p.border, p.text),
                )
              : null,
          ),
        ),
      ),
    ),
  );
}

/** The first screen laid out as SVG, its words drawn as paths. */
function pictureSvg(look: PageLook): Promise<string> {
  return satori(look.era === 'dated' ? datedPage(look) : page(look), { ...screen, fonts: lookFonts(look) });
}

/** The look's first screen as a palette PNG at the card's size, times `density` (1 or 2 for high-density screens). */
export async function renderPagePicture(look: PageLook, density: 1 | 2): Promise<Buffer> {
  const svg = await pictureSvg(look);
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: pagePictureSize.width * density },
    font: { loadSystemFonts: false },
  });
  return indexedPng(image.pixels, image.width, image.height);
}
