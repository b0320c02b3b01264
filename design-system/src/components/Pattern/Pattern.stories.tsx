import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { illustrationPalettes, patternVariants } from '../../themes/illustration.ts';
import { Pattern, type PatternProps } from './Pattern.tsx';

const [, violet, teal, amber, rose, sky] = illustrationPalettes;

/** A service hero as a page would build it: the pattern is a layer behind the text. */
function HeroSample({ inverse = false, ...props }: PatternProps & { inverse?: boolean }) {
  return (
    <div
      style={{
        position: 'relative',
        isolation: 'isolate',
        minHeight: 320,
        padding: vars.space['10'],
        borderRadius: vars.radius.xl,
        border: `1px solid ${vars.color.border}`,
        background: inverse ? vars.color.surfaceInverse : vars.color.surface,
        color: inverse ? vars.color.textInverse : vars.color.text,
        overflow: 'hidden',
      }}
    >
      <Pattern {...props} style={{ position: 'absolute', inset: 0, zIndex: -1 }} />
      <div style={{ maxWidth: '30rem', display: 'grid', gap: vars.space['3'] }}>
        <h2 style={{ fontSize: vars.fontSize['4xl'] }}>Websites that bring Melbourne businesses new customers</h2>
        <p style={{ color: inverse ? vars.color.textInverseMuted : vars.color.textMuted, fontSize: vars.fontSize.lg }}>
          Custom design, fast hosting and local SEO, built around the enquiries your business needs.
        </p>
      </div>
    </div>
  );
}

const meta = {
  title: 'Imagery/Pattern',
  component: Pattern,
  render: (args) => <HeroSample {...args} />,
  argTypes: {
    variant: { control: 'select', options: patternVariants },
    palette: { control: 'select', options: illustrationPalettes },
  },
  // Drawn in CSS pixels: phones show how much of each motif a narrow hero keeps.
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof Pattern>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Always decoration: hidden from assistive technology, and it never takes a click meant for the content. */
export const Grid: Story = {
  args: { variant: 'grid' },
  play: async ({ canvas, canvasElement }) => {
    const svg = canvasElement.querySelector('svg') as SVGSVGElement;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(getComputedStyle(svg).pointerEvents).toBe('none');
    // It fills the positioned hero behind the text.
    const hero = svg.parentElement as HTMLElement;
    await expect(svg.getBoundingClientRect().height).toBe(hero.getBoundingClientRect().height - 2);
  },
};
export const Dots: Story = { args: { variant: 'dots', palette: sky } };
export const Waves: Story = { args: { variant: 'waves', palette: teal } };
export const Rings: Story = { args: { variant: 'rings', palette: violet } };
export const Blocks: Story = { args: { variant: 'blocks', palette: amber } };
export const Orbit: Story = { args: { variant: 'orbit', palette: rose } };

/** On a dark band the structure follows the text colour, so the same pattern suits it unchanged. */
export const OnADarkBand: Story = {
  args: { variant: 'orbit' },
  render: (args) => <HeroSample {...args} inverse />,
};

/** Standing alone, without a positioned parent, it is a 2:1 panel. */
export const Standalone: Story = {
  args: { variant: 'rings', palette: teal },
  render: (args) => (
    <div
      style={{ maxWidth: 480, borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.surfaceMuted }}
    >
      <Pattern {...args} />
    </div>
  ),
  parameters: { screenshot: { phone: false } },
  play: async ({ canvasElement }) => {
    const box = (canvasElement.querySelector('svg') as SVGSVGElement).getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(0);
    await expect(box.height).toBeCloseTo(box.width / 2, 0);
  },
};

/** Each hue, on its own motif. */
export const Palettes: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))', gap: vars.space['4'] }}
    >
      {illustrationPalettes.map((palette, i) => (
        <figure key={palette} style={{ margin: 0 }}>
          <div style={{ borderRadius: vars.radius.lg, overflow: 'hidden', border: `1px solid ${vars.color.border}` }}>
            <Pattern palette={palette} variant={patternVariants[i]} />
          </div>
          <figcaption style={{ marginTop: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
            {patternVariants[i]}, {palette}
          </figcaption>
        </figure>
      ))}
    </div>
  ),
  parameters: { screenshot: { phone: false } },
};
