import { createHash } from 'node:crypto';
import { clientBrandIds } from '@tallowood/design-system/client-brands';
import { describe, expect, it } from 'vitest';
import beforeAfter from '../src/content/sales/before-after.yaml';
import portfolio from '../src/content/sales/portfolio.yaml';
import { pagePictureFile, pagePictureSize, redesignPictureName } from '../src/templates/pagePictures.ts';
import { renderPagePicture } from './page-pictures.ts';
import { portfolioDemos, sitePictureJobs } from './site-pictures.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The size a PNG declares in its IHDR chunk, which must come first. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const jobs = await sitePictureJobs();
const redesignItems = beforeAfter.data.blocks.flatMap((block) => (block.type === 'transformations' ? block.items : []));
const showcaseItems = portfolio.data.blocks.flatMap((block) => (block.type === 'showcase' ? block.items : []));

describe('site pictures', () => {
  it('draws every portfolio project in both themes and every redesign before and after', () => {
    expect(jobs.map((job) => pagePictureFile(job.name, 1, job.theme)).sort()).toEqual(
      [
        ...clientBrandIds.flatMap((id) => ['light', 'dark'].map((theme) => `/site-pictures/${id}-${theme}.png`)),
        ...redesignItems.flatMap((item) =>
          (['before', 'after'] as const).map((when) => `/site-pictures/${redesignPictureName(item.client, when)}.png`),
        ),
      ].sort(),
    );
    expect(redesignItems.length).toBeGreaterThanOrEqual(2);
  });

  it('draws each old site in its own time’s layout and each new one in today’s', () => {
    for (const job of jobs) {
      const expected = job.name.endsWith('-before') ? 'dated' : 'modern';
      expect(job.look.era, job.name).toBe(expected);
    }
  });

  it('draws every picture at the declared size, one and two device pixels per CSS pixel, in a few tens of KB', async () => {
    for (const job of jobs) {
      for (const density of [1, 2] as const) {
        const png = await renderPagePicture(job.look, density);
        expect(pngSize(png), `${job.name} ${job.theme ?? ''} ${density}x`).toEqual({
          width: pagePictureSize.width * density,
          height: pagePictureSize.height * density,
        });
        // A drawn screen, not a blank one; and small enough for a card.
        expect(png.byteLength, `${job.name} ${density}x`).toBeGreaterThan(4_000);
        expect(png.byteLength, `${job.name} ${density}x`).toBeLessThan(40_000);
      }
    }
  });

  it('draws no two pictures alike', async () => {
    const digests = await Promise.all(
      jobs.map(async (job) =>
        createHash('sha256')
          .update(await renderPagePicture(job.look, 1))
          .digest('hex'),
      ),
    );
    expect(new Set(digests).size).toBe(jobs.length);
  });

  it('describes each portfolio card’s picture with its demo’s headline', async () => {
    const demos = new Map((await portfolioDemos()).map((demo) => [demo.project as string, demo]));
    expect(showcaseItems.map((item) => item.client).sort()).toEqual([...clientBrandIds].sort());
    for (const item of showcaseItems) {
      const demo = demos.get(item.client);
      expect(item.pictureAlt).toContain(`“${demo?.hero.title}”`);
    }
  });
});
