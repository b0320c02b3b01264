/**
 * The accent hues of the illustration set (`DeviceMockup`, `Pattern`), each filled by the `art*` roles of the
 * themes. Content schemas validate against this list. It lives with the themes because its names are colour names.
 */
export const illustrationPalettes = ['indigo', 'violet', 'teal', 'amber', 'rose', 'sky'] as const;

export type IllustrationPalette = (typeof illustrationPalettes)[number];

/** The hue an illustration takes when none is given: the brand's own. */
export const defaultIllustrationPalette: IllustrationPalette = 'indigo';
