import type { Meta, StoryObj } from '@storybook/react-vite';
import type React from 'react';
import { expect } from 'storybook/test';
import { StatTile } from './StatTile.tsx';

const meta = {
  title: 'Marketing blocks/StatTile',
  component: StatTile,
  args: { value: '385%', label: 'Organic traffic increase' },
  // The figure's type is fluid: phones get their own references.
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = (Story: () => React.ReactNode) => <div style={{ maxWidth: 280 }}>{Story()}</div>;

export const Framed: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    // Read in order: the figure, then what it measures.
    await expect(canvasElement.textContent).toBe('385%Organic traffic increase');
  },
};

export const Unframed: Story = {
  decorators: [narrow],
  args: { framed: false, value: '48hrs', label: 'Average delivery' },
};

export const Row: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', maxWidth: 960 }}
    >
      <StatTile value="500+" label="Projects delivered" />
      <StatTile value="285%" label="Average ROI increase" />
      <StatTile value="4.9" label="Star client satisfaction" />
      <StatTile value="48hrs" label="Delivery" />
    </div>
  ),
};
