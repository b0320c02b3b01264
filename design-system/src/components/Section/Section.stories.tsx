import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureCard } from '../FeatureCard/FeatureCard.tsx';
import { StatTile } from '../StatTile/StatTile.tsx';
import { Section, sectionTones } from './Section.tsx';

const meta = {
  title: 'Marketing blocks/Section',
  component: Section,
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  argTypes: { tone: { control: 'inline-radio', options: sectionTones } },
  args: {
    heading: {
      eyebrow: 'Why it matters',
      title: 'Your Website Should Be Your Best Salesperson',
      subtitle: 'Most small business sites look fine and sell nothing. Here is what usually goes wrong.',
    },
    children: (
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        <FeatureCard title="Invisible on Google" body="Customers search for you and find your competitors instead." />
        <FeatureCard title="Slow on phones" body="Most visitors leave a site that takes more than 3 seconds to load." />
        <FeatureCard title="No clear next step" body="Visitors read, like what they see, and leave without calling." />
      </div>
    ),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Your Website Should Be Your Best Salesperson' });
    await expect(section.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your Website Should Be Your Best Salesperson',
    );
  },
};

export const Muted: Story = { args: { tone: 'muted' } };

export const Inverse: Story = {
  args: {
    tone: 'inverse',
    heading: { title: 'Results That Speak for Themselves', align: 'center' },
    children: (
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
        <StatTile framed={false} value="385%" label="Organic traffic increase" />
        <StatTile framed={false} value="247%" label="More qualified leads" />
        <StatTile framed={false} value="156%" label="Revenue growth" />
      </div>
    ),
  },
};

/** An anchor target: `id` for links such as `/#process-section`, named by an outside heading. */
export const AnchorWithOwnHeading: Story = {
  args: {
    id: 'process-section',
    heading: undefined,
    'aria-labelledby': 'process-title',
    children: (
      <h2 id="process-title" style={{ fontSize: '2rem' }}>
        Live in 48 Hours
      </h2>
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    const section = canvas.getByRole('region', { name: 'Live in 48 Hours' });
    await expect(section).toHaveAttribute('id', 'process-section');
    await expect(canvasElement.querySelector('#process-section')).toBe(section);
  },
};
