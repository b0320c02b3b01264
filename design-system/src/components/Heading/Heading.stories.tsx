import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingAligns, headingLevels, headingSizes, headingTones } from './Heading.tsx';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { children: 'Websites that turn Melbourne searches into booked jobs' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
    align: { control: 'inline-radio', options: headingAligns },
  },
  // The two largest sizes are fluid: phones get their own references.
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const fontSize = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('Websites that turn Melbourne searches into booked jobs');
    // Level 2 defaults to size 'xl', the fluid 2–2.5rem step section titles use.
    await expect(fontSize(heading)).toBeGreaterThanOrEqual(32);
    await expect(fontSize(heading)).toBeLessThanOrEqual(40);
  },
};

/** Each level at its default size: the outline and the look agree unless `size` says otherwise. */
export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Heading {...args} level={1}>
        Melbourne web design that pays for itself
      </Heading>
      <Heading {...args} level={2}>
        Websites built for small business owners
      </Heading>
      <Heading {...args} level={3}>
        Launch in 48 hours
      </Heading>
      <Heading {...args} level={4}>
        What the first call covers
      </Heading>
      <Heading {...args} level={5}>
        Hosting and care plans
      </Heading>
      <Heading {...args} level={6}>
        Terms of the launch guarantee
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = headingLevels.map((level) => fontSize(canvas.getByRole('heading', { level })));
    await expect(sizes[0]).toBeGreaterThan(sizes[1] ?? 0);
    await expect(sizes[1]).toBeGreaterThan(sizes[2] ?? 0);
    // 'sm' for level 3 (1.25rem), 'xs' from level 4 on (1.125rem).
    await expect(sizes.slice(2)).toEqual([20, 18, 18, 18]);
  },
};

/** Every size, all at level 2 so the outline stays flat. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[...headingSizes].reverse().map((size) => (
        <Heading {...args} key={size} level={2} size={size}>
          Size {size}: free website audit
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas.getAllByRole('heading', { level: 2 }).map(fontSize).reverse();
    // xs, sm, md, lg: 1.125, 1.25, 1.5 and 1.875rem; xl and 2xl are fluid and larger still.
    await expect(sizes.slice(0, 4)).toEqual([18, 20, 24, 30]);
    for (let index = 1; index < sizes.length; index++) {
      await expect(sizes[index]).toBeGreaterThan(sizes[index - 1] ?? 0);
    }
  },
};

/** A small heading high in the outline, e.g. a card title that is the page's section heading. */
export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: 'sm', children: 'Local SEO' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Local SEO' });
    await expect(heading.tagName).toBe('H2');
    await expect(fontSize(heading)).toBe(20);
  },
};

export const Muted: Story = {
  args: { level: 3, tone: 'muted', children: 'Prefer to talk it through first?' },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    // Muted is the secondary text role, not the surrounding text colour.
    await expect(getComputedStyle(heading).color).not.toBe(getComputedStyle(canvasElement).color);
  },
};

export const Centred: Story = {
  args: { align: 'center', children: 'Ready to grow your business?' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).textAlign).toBe('center');
  },
};

export const EndAligned: Story = {
  args: { align: 'end', level: 3, children: 'All prices in AUD' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 3 })).textAlign).toBe('end');
  },
};
