/**
 * What the build draws with `page-pictures.ts`: each portfolio project's demo page (`/portfolio/<project>/preview`)
 * from the demo's own words and the client's brand, in the light and the dark theme, for its card on /portfolio; and
 * each redesign's old and new site from the looks the before/after page's content gives them, one picture each.
 */
import {
  type BrandFace,
  type BrandPalette,
  type ClientBrandId,
  clientBrandIds,
  clientBrands,
} from '@tallowood/design-system/client-brands';
import type { BlockOf } from '../src/blocks/registry.ts';
import { modernSince } from '../src/blocks/transformations/transformations.ts';
import type { DemoSite } from '../src/content/demos/demoSite.ts';
import beforeAfter from '../src/content/sales/before-after.yaml';
import { clientCredit } from '../src/content/voices.ts';
import { type PictureTheme, pagePictureFile, redesignPictureName } from '../src/templates/pagePictures.ts';
import { type PageLook, renderPagePicture } from './page-pictures.ts';

type Redesign = BlockOf<'transformations'>['items'][number];
type SiteLook = Redesign['before'];

/** A demo's first screen in its brand: its menu, its hero and its offer's cards. */
function demoLook(demo: DemoSite, theme: PictureTheme, name: string): PageLook {
  const brand = clientBrands[demo.project];
  return {
    name,
    palette: brand[theme],
    fonts: brand.fonts,
    radii: brand.radii,
    wordmark: brand.wordmark,
    era: 'modern',
    heroBand: demo.hero.variant,
    menu: [demo.offer, demo.steps, demo.voice, demo.visit].map((section) => section.menu),
    hero: demo.hero,
    features: demo.offer.items,
  };
}

/**
 * Each demo's words, imported with this module rather than on demand: the dev server draws pictures through its
 * module loader, which cannot follow the demo index's dynamic imports.
 */
const demoModules = import.meta.glob<DemoSite>(
  ['../src/content/demos/*.ts', '!../src/content/demos/demo*.ts', '!../src/content/demos/*.test.ts'],
  { eager: true, import: 'demo' },
);

/** Every portfolio project's demo, in portfolio order. */
export async function portfolioDemos(): Promise<DemoSite[]> {
  return clientBrandIds.map((id: ClientBrandId) => {
    const demo = demoModules[`../src/content/demos/${id}.ts`];
    if (!demo) throw new Error(`No demo for ${id} in site/src/content/demos/`);
    return demo;
  });
}

/** A local @fontsource face by its package name. */
function lookFace(font: string, weights: readonly number[]): BrandFace {
  return { family: font, package: `@fontsource/${font}`, fileId: font, weights, fallback: 'sans-serif' };
}

/** A redesign's old or new site as the content describes it: a look of its year, without a wordmark. */
function redesignLook(look: SiteLook, name: string): PageLook {
  const c = look.colours;
  const palette: BrandPalette = {
    background: c.page,
    surface: c.panel,
    surfaceMuted: c.muted,
    surfaceInverse: c.band,
    text: c.text,
    textMuted: c.textMuted,
    textInverse: c.bandText,
    border: c.border,
    accent: c.accent,
    accentHover: c.accent,
    accentText: c.accentText,
    accentSoft: c.accentSoft,
    accentSoftText: c.accentSoftText,
    link: c.accent,
  };
  const radius = `${look.radius}px`;
  return {
    name,
    palette,
    fonts: {
      display: lookFace(look.fonts.display.font, [look.fonts.display.weight]),
      body: lookFace(look.fonts.body, [400, 600]),
    },
    radii: { sm: `${Math.min(look.radius, 6)}px`, md: radius, lg: radius },
    era: look.year < modernSince ? 'dated' : 'modern',
    heroBand: look.hero.band,
    menu: look.menu,
    hero: look.hero,
    features: look.features,
  };
}

/** Where a picture goes and the look it draws, in one theme of this site or in its own colours. */
interface PictureJob {
  name: string;
  look: PageLook;
  theme?: PictureTheme;
}

/** Every picture the pages show: the portfolio's demos in both themes, each redesign before and after. */
export async function sitePictureJobs(): Promise<PictureJob[]> {
  const redesigns = beforeAfter.data.blocks.flatMap((block) => (block.type === 'transformations' ? block.items : []));
  const nameOf = (client: string) => clientCredit(client).client;
  const demos = (await portfolioDemos()).flatMap((demo) =>
    (['light', 'dark'] as const).map((theme) => ({
      name: demo.project,
      look: demoLook(demo, theme, nameOf(demo.project)),
      theme,
    })),
  );
  const looks = redesigns.flatMap((item) =>
    (['before', 'after'] as const).map((when) => ({
      name: redesignPictureName(item.client, when),
      look: redesignLook(item[when], nameOf(item.client)),
    })),
  );
  return [...demos, ...looks];
}

/** Draws each picture at one and two device pixels per CSS pixel and hands each file to `write`; returns how many. */
export async function writeSitePictures(
  jobs: readonly PictureJob[],
  write: (file: string, png: Buffer) => void,
): Promise<number> {
  let count = 0;
  for (const { name, look, theme } of jobs) {
    for (const density of [1, 2] as const) {
      write(pagePictureFile(name, density, theme), await renderPagePicture(look, density));
      count++;
    }
  }
  return count;
}
