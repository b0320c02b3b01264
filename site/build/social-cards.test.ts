import { describe, expect, it } from 'vitest';
import {
  socialCardTitle,
  socialImage,
  socialImageAlt,
  socialImageName,
  socialSection,
} from '../src/seo/socialImage.ts';
import { renderSocialCard } from './social-cards.ts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The size a PNG declares in its IHDR chunk, which must come first. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('renderSocialCard', () => {
  it('draws a 1200x630 PNG', async () => {
    const png = await renderSocialCard({ title: 'SEO Services Melbourne | Rank on Page One', section: 'Services' });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // A drawn card, not an empty canvas: words, gradient and marks make it tens of kilobytes.
    expect(png.byteLength).toBeGreaterThan(20_000);
  });

  it('still draws a card for a title far longer than three lines', async () => {
    const title =
      'How Melbourne tradies, clinics and cafés can rebuild an ageing website, rank in their own suburbs and turn more of their visitors into booked jobs, week after week | Digital Trends';
    const png = await renderSocialCard({ title, section: 'Digital Trends' });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});

describe('socialImage', () => {
  it('names the card after the route path', () => {
    expect(socialImageName('/')).toBe('home');
    expect(socialImageName('/pricing')).toBe('pricing');
    expect(socialImageName('/services/seo-services')).toBe('services-seo-services');
    expect(socialImage('/services/seo-services')).toEqual({
      path: '/social/services-seo-services.png',
      width: 1200,
      height: 630,
    });
    expect(socialImage('/').path).toBe('/social/home.png');
  });

  it('drops the segments that only name the agency from the title', () => {
    expect(socialCardTitle('SEO Services Melbourne | Rank on Page One | Tallowood Digital')).toBe(
      'SEO Services Melbourne | Rank on Page One',
    );
    expect(socialCardTitle('Tallowood Digital | Websites That Win Clients, Live in 48 Hours | Melbourne')).toBe(
      'Websites That Win Clients, Live in 48 Hours | Melbourne',
    );
    expect(socialCardTitle('Digital Marketing Melbourne | Google Ads, Meta & Email | Tallowood')).toBe(
      'Digital Marketing Melbourne | Google Ads, Meta & Email',
    );
    expect(socialCardTitle('UI/UX Designer (Contract, Remote) | Tallowood Digital Careers')).toBe(
      'UI/UX Designer (Contract, Remote)',
    );
    expect(socialCardTitle('Contact Us | Tallowood Digital, Melbourne Web Design')).toBe('Contact Us');
    // The agency's name inside a segment is part of what the page says.
    expect(socialCardTitle('Careers at Tallowood Digital | Web Design and Marketing Jobs')).toBe(
      'Careers at Tallowood Digital | Web Design and Marketing Jobs',
    );
    expect(socialCardTitle('Tallowood Digital')).toBe('Tallowood Digital');
  });

  it('describes the card for people who cannot see it', () => {
    expect(socialImageAlt('Website & SEO Pricing | Packages from $1,200 | Tallowood Digital')).toBe(
      'Website & SEO Pricing | Packages from $1,200 - Tallowood Digital',
    );
  });

  it('takes the section from the path, else the collection, else the page name', () => {
    expect(socialSection({ path: '/services/seo-services', source: 'service', name: 'SEO Services' })).toBe('Services');
    expect(socialSection({ path: '/industries/dental', source: 'industry', name: 'Dental' })).toBe('Industries');
    expect(socialSection({ path: '/digital-trends', source: 'page', name: 'Digital Trends' })).toBe('Digital Trends');
    expect(socialSection({ path: '/careers/ui-ux-designer', source: 'job', name: 'UI/UX Designer' })).toBe('Careers');
    expect(socialSection({ path: '/whatsapp-api', source: 'solution', name: 'WhatsApp Business API' })).toBe(
      'AI Solutions',
    );
    expect(socialSection({ path: '/pricing', source: 'page', name: 'Pricing' })).toBe('Pricing');
  });
});
