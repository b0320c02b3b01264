/**
 * Social cards: the 1200x630 PNG each indexed page shows when shared. Drawn at build time from the page's title
 * and section with satori (layout to SVG, the local Inter files as fonts) and rasterised with resvg; nothing is
 * fetched.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import { brandColors as c } from '@tallowood/design-system/brand';
import { type CSSProperties, createElement as h, type ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { business } from '../src/config/business.ts';
import { siteUrl } from '../src/config/site.ts';
import { socialImageSize } from '../src/seo/socialImage.ts';

export interface SocialCardInput {
  /** The card's title: the page title without the agency's name (`socialCardTitle`). */
  title: string;
  /** The eyebrow: the section the page belongs to, e.g. `Services`. */
  section: string;
}

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

let fonts: Font[] | undefined;
/** Read once, on the first card: every card shares the same buffers. */
function loadFonts(): Font[] {
  fonts ??= [
    { name: 'Inter', data: fontFile(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: fontFile(700), weight: 700, style: 'normal' },
  ];
  return fonts;
}

const host = new URL(siteUrl).host;
const padding = { x: 80, y: 64 };
/** Positioned after the decoration, so the words paint over it. */
const above: CSSProperties = { position: 'relative' };

/** The headline's size: long titles shrink so they keep to three lines. */
function headlineSize(headline: string): number {
  if (headline.length <= 26) return 84;
  if (headline.length <= 44) return 72;
  if (headline.length <= 66) return 60;
  return 52;
}

/** The site's logo mark: the rounded square with its T, reversed out of the gradient. */
function logoMark(size: number): ReactNode {
  return h(
    'svg',
    { width: size, height: size, viewBox: '0 0 32 32' },
    h('rect', { width: 32, height: 32, rx: 7, fill: c.onBrand }),
    h('path', { d: 'M8.5 9.5h15V13h-5.7v12.5h-3.6V13H8.5z', fill: c.accent }),
  );
}

/** A decorative ring, partly off the card. */
function ring(style: CSSProperties): ReactNode {
  return h('div', {
    style: {
      position: 'absolute',
      display: 'flex',
      borderRadius: 9999,
      border: `2px solid ${c.onBrandSubtle}`,
      ...style,
    },
  });
}

/** The footer's promise: the tagline, unless the headline already says it (the home page). */
function footnote(headline: string): string {
  return headline.toLowerCase() === business.tagline.toLowerCase()
    ? `Call ${business.phone.display}`
    : business.tagline;
}

function card({ title, section }: SocialCardInput): ReactNode {
  // The first part of a `A | B` title is the headline; the rest reads as its strapline.
  const [headline = title, ...rest] = title.split(' | ');
  // A segment that repeats the eyebrow (`… | Digital Trends`) says nothing new.
  const strapline = rest.filter((segment) => segment.toLowerCase() !== section.toLowerCase()).join(' · ');
  const size = headlineSize(headline);
  // Balanced lines read better, but balancing text that will be clamped narrows every line.
  const balanced = headline.length <= 66;
  return h(
    'div',
    {
      style: {
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        width: socialImageSize.width,
        height: socialImageSize.height,
        boxSizing: 'border-box',
        padding: `${padding.y}px ${padding.x}px`,
        backgroundColor: c.gradientStart,
        backgroundImage: `linear-gradient(135deg, ${c.gradientStart} 0%, ${c.gradientEnd} 100%)`,
        color: c.onBrand,
        // No `overflow: hidden`: the image's edge already clips the decoration, and satori would mask every
        // element to the card, which makes rasterising several times slower.
        fontFamily: 'Inter',
      },
    },
    h('div', {
      style: {
        position: 'absolute',
        display: 'flex',
        right: -220,
        bottom: -320,
        width: 760,
        height: 760,
        borderRadius: 9999,
        backgroundColor: c.deep,
        opacity: 0.28,
      },
    }),
    ring({ right: -140, top: -180, width: 520, height: 520, opacity: 0.35 }),
    ring({ right: -40, top: -80, width: 320, height: 320, opacity: 0.25 }),
    // Header: the wordmark.
    h(
      'div',
      { style: { ...above, display: 'flex', alignItems: 'center', gap: 18 } },
      logoMark(56),
      h('div', { style: { fontSize: 32, fontWeight: 700, letterSpacing: '-0.01em' } }, business.name),
    ),
    // Body: eyebrow, headline, strapline.
    h(
      'div',
      {
        style: {
          ...above,
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          minHeight: 0,
          justifyContent: 'center',
          maxWidth: 1000,
        },
      },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 16, marginBottom: 22 } },
        h('div', {
          style: { display: 'flex', width: 44, height: 4, borderRadius: 2, backgroundColor: c.onBrandMuted },
        }),
        h(
          'div',
          {
            style: {
              fontSize: 24,
              fontWeight: 700,
              letterSpacing: '0.14em',
              textTransform: 'uppercase',
              color: c.onBrandMuted,
            },
          },
          section,
        ),
      ),
      h(
        'div',
        {
          style: {
            display: 'block',
            fontSize: size,
            fontWeight: 700,
            lineHeight: 1.08,
            letterSpacing: '-0.025em',
            lineClamp: 3,
            ...(balanced ? { textWrap: 'balance' } : {}),
          },
        },
        headline,
      ),
      strapline
        ? h(
            'div',
            {
              style: {
                display: 'block',
                marginTop: 22,
                fontSize: 32,
                lineHeight: 1.25,
                color: c.onBrandMuted,
                lineClamp: 1,
              },
            },
            strapline,
          )
        : null,
    ),
    // Footer: where the page lives, and what the agency promises.
    h(
      'div',
      {
        style: {
          ...above,
          display: 'flex',
          flexShrink: 0,
          justifyContent: 'space-between',
          alignItems: 'center',
          paddingTop: 24,
          borderTop: `2px solid ${c.onBrandSubtle}`,
          fontSize: 26,
        },
      },
      h('div', { style: { fontWeight: 700 } }, host),
      h('div', { style: { color: c.onBrandMuted } }, footnote(headline)),
    ),
  );
}

/** The card laid out as SVG, its words drawn as paths. */
function socialCardSvg(input: SocialCardInput): Promise<string> {
  return satori(card(input), { ...socialImageSize, fonts: loadFonts() });
}

/** The page's social card as a 1200x630 PNG. */
export async function renderSocialCard(input: SocialCardInput): Promise<Buffer> {
  const svg = await socialCardSvg(input);
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}
