import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text, textAligns, textElements, textSizes, textTones, textWeights } from './Text.tsx';

const pitch =
  'Most small business websites look fine and sell nothing. We build fast, mobile-first sites for Melbourne ' +
  'tradies, clinics and cafés, write the copy that answers what your customers search for, and set up the ' +
  'tracking that shows which calls and enquiries each page brings in. You see the results in plain numbers every ' +
  'month, not in a report full of jargon.';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'You get your personal audit and quote within 24 hours.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
    as: { control: 'inline-radio', options: textElements },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

const style = (element: Element) => getComputedStyle(element);

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('You get your personal audit and quote within 24 hours.');
    await expect(text.tagName).toBe('P');
    await expect(style(text).fontSize).toBe('16px');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {textSizes.map((size) => (
        <Text {...args} key={size} size={size}>
          Size {size}: a website that works as hard as you do.
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = textSizes.map((size) => style(canvas.getByText(new RegExp(`^Size ${size}:`))).fontSize);
    await expect(sizes).toEqual(['14px', '16px', '18px', '20px']);
  },
};

export const Muted: Story = {
  args: { tone: 'muted', size: 'sm', children: 'You own your website outright, with no lock-in.' },
  play: async ({ canvas, canvasElement }) => {
    const text = canvas.getByText(/You own your website outright/);
    await expect(style(text).color).not.toBe(style(canvasElement).color);
  },
};

export const Weights: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {textWeights.map((weight) => (
        <Text {...args} key={weight} weight={weight}>
          Weight {weight}: launch in 48 hours.
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const weights = textWeights.map((weight) => style(canvas.getByText(new RegExp(`^Weight ${weight}:`))).fontWeight);
    await expect(weights).toEqual(['400', '500', '600', '700']);
  },
};

/** A long paragraph keeps a comfortable line length however wide its container. */
export const Measure: Story = {
  args: { measure: true, size: 'lg', children: pitch },
  play: async ({ canvas, canvasElement }) => {
    const text = canvas.getByText(/^Most small business websites/);
    // 42rem, while the canvas is wider.
    await expect(text.getBoundingClientRect().width).toBe(672);
    await expect(canvasElement.getBoundingClientRect().width).toBeGreaterThan(672);
  },
};

export const MeasureCentred: Story = {
  args: { measure: true, align: 'center', children: pitch },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/^Most small business websites/);
    const box = text.getBoundingClientRect();
    const parent = (text.parentElement as HTMLElement).getBoundingClientRect();
    await expect(style(text).textAlign).toBe('center');
    // The capped column sits in the middle of its container.
    await expect(Math.abs(box.left - parent.left - (parent.right - box.right))).toBeLessThanOrEqual(1);
  },
};

export const EndAligned: Story = {
  args: { align: 'end', size: 'sm', tone: 'muted', children: 'Prices in AUD, one-time.' },
  play: async ({ canvas }) => {
    await expect(style(canvas.getByText('Prices in AUD, one-time.')).textAlign).toBe('end');
  },
};

/** `as="span"` for a styled run inside a sentence. */
export const InlineSpan: Story = {
  render: (args) => (
    <Text {...args}>
      Most clients invest{' '}
      <Text as="span" weight="bold">
        $1,800-$2,500
      </Text>
      .
    </Text>
  ),
  play: async ({ canvas }) => {
    const figure = canvas.getByText('$1,800-$2,500');
    await expect(figure.tagName).toBe('SPAN');
    await expect(figure.parentElement?.tagName).toBe('P');
    await expect(style(figure).fontWeight).toBe('700');
  },
};

export const AsDiv: Story = {
  args: { as: 'div', size: 'xl', weight: 'semibold', children: 'Websites, SEO and branding under one roof.' },
  play: async ({ canvas }) => {
    const text = canvas.getByText('Websites, SEO and branding under one roof.');
    await expect(text.tagName).toBe('DIV');
    await expect(style(text).fontSize).toBe('20px');
  },
};
