import { describe, expect, test } from 'vitest';
import { layout } from '../../constants.ts';
import { imageSrcSet, isImageCdnUrl, mobileImageUrl, withImageParams } from './imageUrl.ts';

const cdnPhoto = 'https://images.example.com/team-workshop.jpg?auto=format&fit=crop&w=1200&q=80';

describe('isImageCdnUrl', () => {
  test('spots query-parameter CDNs by w, q or fm', () => {
    expect(isImageCdnUrl(cdnPhoto)).toBe(true);
    expect(isImageCdnUrl('https://cdn.example.com/a.jpg?fm=jpg')).toBe(true);
    expect(isImageCdnUrl('/images/team.jpg?q=70')).toBe(true);
  });

  test('leaves plain and look-alike URLs alone', () => {
    expect(isImageCdnUrl('/assets/team-3f9a.png')).toBe(false);
    expect(isImageCdnUrl('https://example.com/photo.jpg?width=300&quality=80')).toBe(false);
    expect(isImageCdnUrl('https://example.com/w=400/photo.jpg')).toBe(false);
  });
});

describe('mobileImageUrl', () => {
  test('asks for width 400, quality 60 and WebP, replacing the originals and keeping other parameters', () => {
    const url = new URL(mobileImageUrl(cdnPhoto));
    expect(url.searchParams.get('w')).toBe(String(layout.mobileImageWidth));
    expect(url.searchParams.get('q')).toBe(String(layout.mobileImageQuality));
    expect(url.searchParams.get('fm')).toBe('webp');
    expect(url.searchParams.get('auto')).toBe('format');
    expect(url.searchParams.get('fit')).toBe('crop');
    expect(url.searchParams.getAll('w')).toHaveLength(1);
    expect(url.origin + url.pathname).toBe('https://images.example.com/team-workshop.jpg');
  });

  test('keeps a relative path relative', () => {
    expect(mobileImageUrl('/img/hero.jpg?w=1600')).toBe('/img/hero.jpg?w=400&q=60&fm=webp');
  });
});

describe('withImageParams', () => {
  test('sets only what it is given', () => {
    expect(withImageParams('https://cdn.example.com/a.jpg?q=80', { width: 800 })).toBe(
      'https://cdn.example.com/a.jpg?q=80&w=800',
    );
  });

  test('keeps the hash', () => {
    expect(withImageParams('/a.jpg?w=1#x', { width: 2 })).toBe('/a.jpg?w=2#x');
  });
});

describe('imageSrcSet', () => {
  test('lists one candidate per width, smallest first, without duplicates', () => {
    expect(imageSrcSet('https://cdn.example.com/a.jpg?w=1200&q=80', [800, 400, 800, 1200])).toBe(
      'https://cdn.example.com/a.jpg?w=400&q=80 400w, https://cdn.example.com/a.jpg?w=800&q=80 800w, https://cdn.example.com/a.jpg?w=1200&q=80 1200w',
    );
  });

  test('refuses bad widths with a clear error', () => {
    expect(() => imageSrcSet('/a.jpg', [])).toThrow('imageSrcSet: give at least one width');
    expect(() => imageSrcSet('/a.jpg', [400, 0])).toThrow('widths must be positive whole numbers, got 0');
    expect(() => imageSrcSet('/a.jpg', [320.5])).toThrow('got 320.5');
  });
});
