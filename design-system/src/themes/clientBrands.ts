import { clientWordmarks } from './clientWordmarks.ts';

/**
 * The portfolio clients' brands as plain data: one entry per project, read by the brand themes (vanilla-extract) and by
 * build-time renderers that cannot read CSS variables (satori cards). No browser, no CSS: values only.
 */

/** The colour roles a brand decides, per theme; the rest of the kit's contract follows from these. */
export interface BrandPalette {
  /** The page. */
  background: string;
  /** Cards and panels on the page. */
  surface: string;
  /** Alternate bands and quiet panels. */
  surfaceMuted: string;
  /** Dark (or, in the dark theme, light) bands: the footer, a closing call to action. */
  surfaceInverse: string;
  text: string;
  textMuted: string;
  /** Text on `surfaceInverse`. */
  textInverse: string;
  border: string;
  /** Buttons and marks. */
  accent: string;
  accentHover: string;
  /** Text on `accent`. */
  accentText: string;
  /** Badges, chips and soft panels. */
  accentSoft: string;
  /** Text on `accentSoft`. */
  accentSoftText: string;
  link: string;
}

/** One face of a brand's type pairing, from a local @fontsource package (static faces, Latin subset). */
export interface BrandFace {
  /** The CSS family name. */
  family: string;
  /** The npm package the font files come from. */
  package: string;
  /** The file stem inside `<package>/files/`: `<fileId>-latin-<weight>-normal.<woff2|woff>`. */
  fileId: string;
  /** The weights the brand uses (each one file). */
  weights: readonly number[];
  /** Fallback stack while the face loads. */
  fallback: string;
}

export interface ClientBrand {
  /** The project (and client roster) id: `/portfolio/<id>`. */
  id: string;
  /** The client's own line under its name. */
  tagline: string;
  light: BrandPalette;
  dark: BrandPalette;
  fonts: { display: BrandFace; body: BrandFace };
  /** Corner radii, small to extra large (the kit's `vars.radius` steps). */
  radii: { sm: string; md: string; lg: string; xl: string };
  /** The name drawn as SVG outlines: a `0 0 width height` box, one path, filled with the text colour. */
  wordmark: { width: number; height: number; d: string };
}

const serif = "Georgia, 'Times New Roman', serif";
const sans = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const narrow = "'Arial Narrow', 'Roboto Condensed', Impact, sans-serif";

function face(family: string, fileId: string, weights: readonly number[], fallback: string): BrandFace {
  return { family, package: `@fontsource/${fileId}`, fileId, weights, fallback };
}

const brandList = [
  {
    // Luxury e-commerce: black and champagne on ivory, a high-contrast serif and a geometric sans, sharp corners.
    id: 'marrook-lyle-jewellers',
    tagline: 'Engagement rings made by hand above Collins Street',
    light: {
      background: '#fbf8f3',
      surface: '#ffffff',
      surfaceMuted: '#f3ede3',
      surfaceInverse: '#1c1917',
      text: '#1c1917',
      textMuted: '#5c534a',
      textInverse: '#f5efe6',
      border: '#e2d9cb',
      accent: '#1c1917',
      accentHover: '#3a332d',
      accentText: '#f5efe6',
      accentSoft: '#efe5d4',
      accentSoftText: '#5e4521',
      link: '#6f5327',
    },
    dark: {
      background: '#12100e',
      surface: '#1c1916',
      surfaceMuted: '#24201c',
      surfaceInverse: '#efe5d4',
      text: '#f5efe6',
      textMuted: '#c6bcae',
      textInverse: '#1c1917',
      border: '#3b342d',
      accent: '#dcc7a1',
      accentHover: '#e9d9bb',
      accentText: '#1c1917',
      accentSoft: '#372d1f',
      accentSoftText: '#ead8b5',
      link: '#e3cfa8',
    },
    fonts: {
      display: face('Cormorant Garamond', 'cormorant-garamond', [600], serif),
      body: face('Jost', 'jost', [400, 500], sans),
    },
    radii: { sm: '0', md: '0', lg: '0', xl: '0' },
  },
  {
    // AI product platform for hospitality: warm orange on paper white, a grotesk with a plain sans, mid corners.
    id: 'quollware',
    tagline: 'Weekly rosters for cafés and restaurants, written for you',
    light: {
      background: '#fffdf9',
      surface: '#ffffff',
      surfaceMuted: '#f6f2ea',
      surfaceInverse: '#1b1a27',
      text: '#1b1a27',
      textMuted: '#55536a',
      textInverse: '#fffdf9',
      border: '#e7e1d6',
      accent: '#c2410c',
      accentHover: '#9a3412',
      accentText: '#ffffff',
      accentSoft: '#ffedd5',
      accentSoftText: '#8a2f0c',
      link: '#b13a0a',
    },
    dark: {
      background: '#111019',
      surface: '#1b1a27',
      surfaceMuted: '#232233',
      surfaceInverse: '#ffedd5',
      text: '#f6f4ff',
      textMuted: '#bdbad1',
      textInverse: '#1b1a27',
      border: '#36344c',
      accent: '#fb923c',
      accentHover: '#fdba74',
      accentText: '#1b1a27',
      accentSoft: '#3d2417',
      accentSoftText: '#fed7aa',
      link: '#fdba74',
    },
    fonts: {
      display: face('Space Grotesk', 'space-grotesk', [700], sans),
      body: face('IBM Plex Sans', 'ibm-plex-sans', [400, 600], sans),
    },
    radii: { sm: '0.375rem', md: '0.625rem', lg: '0.875rem', xl: '1.25rem' },
  },
  {
    // Healthcare: calm teal and eucalypt on a pale mint ground, a rounded face with a humanist sans, soft corners.
    id: 'banksia-allied-health',
    tagline: 'Physio, podiatry and OT across Geelong and the Surf Coast',
    light: {
      background: '#f6fbf9',
      surface: '#ffffff',
      surfaceMuted: '#e8f4ef',
      surfaceInverse: '#0f3b36',
      text: '#10302b',
      textMuted: '#466660',
      textInverse: '#f0faf7',
      border: '#cfe4dc',
      accent: '#0f766e',
      accentHover: '#115e59',
      accentText: '#ffffff',
      accentSoft: '#d3f1e9',
      accentSoftText: '#0d544f',
      link: '#0f6a63',
    },
    dark: {
      background: '#0a1a18',
      surface: '#112522',
      surfaceMuted: '#16302c',
      surfaceInverse: '#d3f1e9',
      text: '#e9f7f3',
      textMuted: '#a9c9c1',
      textInverse: '#0f3b36',
      border: '#2a4a44',
      accent: '#5eead4',
      accentHover: '#99f6e4',
      accentText: '#06302b',
      accentSoft: '#173f39',
      accentSoftText: '#b7f5e8',
      link: '#7eeedd',
    },
    fonts: {
      display: face('Nunito', 'nunito', [800], sans),
      body: face('Source Sans 3', 'source-sans-3', [400, 600], sans),
    },
    radii: { sm: '0.625rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  },
  {
    // Law firm: navy and brass on warm white, a bookish serif with a sober sans, nearly square corners.
    id: 'pemberton-oakes-lawyers',
    tagline: 'Family law, wills and conveyancing in Box Hill, in plain English',
    light: {
      background: '#fcfbf8',
      surface: '#ffffff',
      surfaceMuted: '#f1efe9',
      surfaceInverse: '#14213d',
      text: '#14213d',
      textMuted: '#4b5568',
      textInverse: '#f4f1ea',
      border: '#dcd8cd',
      accent: '#1f3a5f',
      accentHover: '#14213d',
      accentText: '#ffffff',
      accentSoft: '#e8e1cf',
      accentSoftText: '#5a4514',
      link: '#1f4b85',
    },
    dark: {
      background: '#0b1222',
      surface: '#121c31',
      surfaceMuted: '#18243d',
      surfaceInverse: '#e8e1cf',
      text: '#eef1f7',
      textMuted: '#b3bccd',
      textInverse: '#14213d',
      border: '#2c3a57',
      accent: '#d0b275',
      accentHover: '#e0c893',
      accentText: '#14213d',
      accentSoft: '#332b19',
      accentSoftText: '#ecd9ae',
      link: '#9fc0f0',
    },
    fonts: {
      display: face('Libre Baskerville', 'libre-baskerville', [700], serif),
      body: face('Public Sans', 'public-sans', [400, 600], sans),
    },
    radii: { sm: '0.125rem', md: '0.1875rem', lg: '0.25rem', xl: '0.375rem' },
  },
  {
    // Industrial manufacturer: charcoal and safety yellow on concrete grey, a condensed face, square corners.
    id: 'tarrengower-steel-fabrication',
    tagline: 'Structural steel for builders and engineers across Victoria',
    light: {
      background: '#f3f3f1',
      surface: '#ffffff',
      surfaceMuted: '#e7e7e3',
      surfaceInverse: '#18181b',
      text: '#18181b',
      textMuted: '#4d4d55',
      textInverse: '#fafaf9',
      border: '#d0d0cb',
      accent: '#18181b',
      accentHover: '#33333a',
      accentText: '#facc15',
      accentSoft: '#fdf0b0',
      accentSoftText: '#5c4306',
      link: '#1d4f91',
    },
    dark: {
      background: '#0f0f10',
      surface: '#19191b',
      surfaceMuted: '#222225',
      surfaceInverse: '#facc15',
      text: '#f4f4f5',
      textMuted: '#b5b5bd',
      textInverse: '#18181b',
      border: '#3a3a40',
      accent: '#facc15',
      accentHover: '#fde047',
      accentText: '#18181b',
      accentSoft: '#3a3210',
      accentSoftText: '#fde68a',
      link: '#fcd34d',
    },
    fonts: {
      display: face('Oswald', 'oswald', [600], narrow),
      body: face('Barlow', 'barlow', [400, 600], sans),
    },
    radii: { sm: '0', md: '0', lg: '0.125rem', xl: '0.125rem' },
  },
  {
    // Fintech: cobalt on cool white with a deep ink band, a geometric grotesk and a crisp sans, rounded corners.
    id: 'brolga-invoice-finance',
    tagline: 'Cash for your unpaid invoices, with the cost in dollars up front',
    light: {
      background: '#ffffff',
      surface: '#ffffff',
      surfaceMuted: '#f0f4fa',
      surfaceInverse: '#0b1b3a',
      text: '#0b1b3a',
      textMuted: '#4a5a78',
      textInverse: '#f5f8ff',
      border: '#d7e0ee',
      accent: '#1d4ed8',
      accentHover: '#1e40af',
      accentText: '#ffffff',
      accentSoft: '#dde7fd',
      accentSoftText: '#1e3a8a',
      link: '#1d4ed8',
    },
    dark: {
      background: '#070f22',
      surface: '#0e1a33',
      surfaceMuted: '#132242',
      surfaceInverse: '#dde7fd',
      text: '#eef3ff',
      textMuted: '#a9b8d6',
      textInverse: '#0b1b3a',
      border: '#26375c',
      accent: '#93b4fd',
      accentHover: '#bcd0fe',
      accentText: '#0b1b3a',
      accentSoft: '#1a2c55',
      accentSoftText: '#c7d7fe',
      link: '#a9c4fe',
    },
    fonts: {
      display: face('Sora', 'sora', [600], sans),
      body: face('Manrope', 'manrope', [400, 600], sans),
    },
    radii: { sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem' },
  },
  {
    // E-commerce AI: berry pink on butter cream, a soft wonky serif with a friendly sans, pill-round corners.
    id: 'pantrybird',
    tagline: 'Reminds your shoppers of what they are about to run out of',
    light: {
      background: '#fffaf0',
      surface: '#ffffff',
      surfaceMuted: '#fdf0d8',
      surfaceInverse: '#3b0f2a',
      text: '#2a0f21',
      textMuted: '#6b4a5c',
      textInverse: '#fff4e0',
      border: '#f0dcbc',
      accent: '#be185d',
      accentHover: '#9d174d',
      accentText: '#ffffff',
      accentSoft: '#fce0ec',
      accentSoftText: '#8a1446',
      link: '#a3154f',
    },
    dark: {
      background: '#1a0a14',
      surface: '#25101d',
      surfaceMuted: '#2f1526',
      surfaceInverse: '#fde8c4',
      text: '#fff1f6',
      textMuted: '#d7b6c6',
      textInverse: '#3b0f2a',
      border: '#4a2238',
      accent: '#f9a8d4',
      accentHover: '#fbcfe8',
      accentText: '#3b0f2a',
      accentSoft: '#43162f',
      accentSoftText: '#fdd3e7',
      link: '#fbb6da',
    },
    fonts: {
      display: face('Fraunces', 'fraunces', [700], serif),
      body: face('DM Sans', 'dm-sans', [400, 600], sans),
    },
    radii: { sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '9999px' },
  },
] as const satisfies ReadonlyArray<Omit<ClientBrand, 'wordmark'>>;

/** The project ids that have a brand. */
export type ClientBrandId = (typeof brandList)[number]['id'];

/** Every brand, keyed by project id, in portfolio order. */
export const clientBrands: Readonly<Record<ClientBrandId, ClientBrand>> = Object.fromEntries(
  brandList.map((brand) => [brand.id, { ...brand, wordmark: clientWordmarks[brand.id] }]),
) as Record<ClientBrandId, ClientBrand>;

/** The project ids, in portfolio order. */
export const clientBrandIds: readonly ClientBrandId[] = brandList.map((brand) => brand.id);

/** A face's file for one weight, as a module specifier (`@fontsource/jost/files/jost-latin-400-normal.woff2`). */
export function brandFontFile(font: BrandFace, weight: number, format: 'woff2' | 'woff'): string {
  return `${font.package}/files/${font.fileId}-latin-${weight}-normal.${format}`;
}

/** A face's CSS `font-family` value: the brand face, then its fallbacks. */
export function brandFontStack(font: BrandFace): string {
  return `'${font.family}', ${font.fallback}`;
}
