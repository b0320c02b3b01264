/**
 * The illustration set's vocabulary (`DeviceMockup`, `Pattern`): its accent hues, each filled by the `art*` roles of
 * the themes, and the devices, pages and patterns it draws. Content schemas validate against these lists without
 * loading the components.
 */
export const illustrationPalettes = ['indigo', 'violet', 'teal', 'amber', 'rose', 'sky'] as const;

export type IllustrationPalette = (typeof illustrationPalettes)[number];

/** The hue an illustration takes when none is given: the brand's own. */
export const defaultIllustrationPalette: IllustrationPalette = 'indigo';

/** The device frames: a laptop, a phone, a browser window, or a laptop with a phone in front. */
export const deviceMockupDevices = ['laptop', 'phone', 'browser', 'laptop-phone'] as const;

/** The kinds of page a device can show. */
export const deviceMockupLayouts = [
  'landing',
  'shop',
  'blog',
  'dashboard',
  'booking',
  'chat',
  'portfolio',
  'brand',
  'quote',
  'listings',
  'menu',
  'results',
] as const;

/** The background patterns. */
export const patternVariants = ['grid', 'dots', 'waves', 'rings', 'blocks', 'orbit'] as const;
