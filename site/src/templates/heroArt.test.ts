import { contentIndex } from 'virtual:content-index';
import { describe, expect, it } from 'vitest';
import { home } from '../content/home.ts';
import type { Art } from '../content/schema.ts';
import { artDrawings, artFiles } from './artFiles.tsx';

/**
 * What makes two drawings one: the pattern, or the kind of page on the device. A palette (or a redesign's dated
 * look) changes only the paint.
 */
function shape(art: Art): string {
  return art.kind === 'pattern' ? `the ${art.variant} pattern` : `a ${art.layout} page on a ${art.device}`;
}

/** Every page whose hero shows a drawing, with that drawing: the home page's and each content page's. */
async function heroDrawings(): Promise<{ path: string; art: Art }[]> {
  const entries = await Promise.all(contentIndex.map((entry) => entry.load()));
  return [
    { path: '/', art: home.hero.art },
    ...entries.flatMap(({ path, data }) => (data.hero.art ? [{ path, art: data.hero.art }] : [])),
  ];
}

// The largest hero drawing's file when each page was given its own (a laptop and a phone with a booking page).
const largestFile = 20 * 1024;

describe('hero drawings', () => {
  it('tells drawings apart by their shape, not their paint', () => {
    const booking: Art = { kind: 'mockup', device: 'browser', layout: 'booking', palette: 'teal' };
    expect(shape({ ...booking, palette: 'rose', variant: 'dated' })).toBe(shape(booking));
    expect(shape({ ...booking, device: 'phone' })).not.toBe(shape(booking));
    expect(shape({ ...booking, layout: 'quote' })).not.toBe(shape(booking));
    expect(shape({ kind: 'pattern', variant: 'dots', palette: 'teal' })).toBe(
      shape({ kind: 'pattern', variant: 'dots' }),
    );
  });

  it('no two pages show the same drawing in their hero', async () => {
    const pagesByDrawing = new Map<string, string[]>();
    for (const { path, art } of await heroDrawings()) {
      pagesByDrawing.set(shape(art), [...(pagesByDrawing.get(shape(art)) ?? []), path]);
    }
    const shared = [...pagesByDrawing]
      .filter(([, paths]) => paths.length > 1)
      .map(([drawing, paths]) => `${drawing}: ${paths.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('names every mock-up for screen readers, and keeps each one sent as files small', async () => {
    for (const { path, art } of await heroDrawings()) {
      if (art.kind !== 'mockup') continue;
      expect(art.label, path).toBeTruthy();
      const files = artFiles(art);
      const markup = artDrawings().get(files?.light.slice('/art/'.length, -'.svg'.length) ?? '');
      expect(markup?.length, path).toBeLessThan(largestFile);
    }
  });
});
