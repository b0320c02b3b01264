import { expect, test } from 'vitest';
import { menuGroups } from './navigation.ts';

const menu = (name: string) => menuGroups.find((group) => group.name === name)?.items.map((item) => item.href);

test('the Services menu lists the twelve service pages in the order the header shows them', () => {
  expect(menu('Services')).toEqual(
    [
      'custom-website-design',
      'branding-agency',
      'logo-design',
      'shopify-development',
      'wordpress-development',
      'ecommerce-development',
      'digital-marketing',
      'seo-services',
      'social-media-marketing',
      'brand-identity',
      'graphic-design',
      'digital-marketing-consulting',
    ].map((slug) => `/services/${slug}`),
  );
});

test('the AI Solutions menu lists the chatbot, WhatsApp, the hub and the demo request', () => {
  expect(menu('AI Solutions')).toEqual(['/haptik-chatbot', '/whatsapp-api', '/ai-solutions', '/request-demo']);
});

test('the Industries menu lists the fourteen industry pages alphabetically', () => {
  expect(menu('Industries')).toEqual(
    [
      'automotive',
      'banking',
      'construction',
      'dental',
      'financial',
      'fitness',
      'healthcare',
      'hotels',
      'hvac',
      'legal',
      'plumbing',
      'real-estate',
      'restaurants',
      'venture-capital',
    ].map((slug) => `/industries/${slug}`),
  );
});
