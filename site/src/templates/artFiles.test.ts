import { describe, expect, it } from 'vitest';
import type { Art } from '../content/schema.ts';
import { artDrawings, artFiles } from './artFiles.tsx';

const laptop: Art = { kind: 'mockup', device: 'laptop', layout: 'booking', palette: 'teal', label: 'A booking page' };

describe('artFiles', () => {
  it('names one pair of files per drawing, sized by its viewBox, and keeps the drawing for the build', () => {
    const files = artFiles(laptop);
    expect(files).toMatchObject({ light: expect.stringMatching(/^\/art\/[0-9a-f]{12}\.svg$/) });
    expect(files?.dark).toBe(files?.light.replace('.svg', '-dark.svg'));
    const markup = artDrawings().get(files?.light.slice('/art/'.length, -'.svg'.length) ?? '');
    expect(markup).toMatch(/^<svg\b/);
    expect(markup).toContain(`width="${files?.width}" height="${files?.height}"`);
    expect(markup).toContain('<title');
  });

  it('draws the same art the same way wherever it appears, and different art apart', () => {
    expect(artFiles({ ...laptop })).toEqual(artFiles(laptop));
    expect(artFiles({ ...laptop, variant: 'dated' })?.light).not.toBe(artFiles(laptop)?.light);
  });

  it('leaves a pattern, which fills whatever box it is given, inline', () => {
    expect(artFiles({ kind: 'pattern', variant: 'grid' })).toBeUndefined();
  });
});
