import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeVariants } from './Badge.tsx';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Most Popular' },
  argTypes: { variant: { control: 'select', options: badgeVariants } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Most Popular');
    await expect(badge.tagName).toBe('SPAN');
    // Short labels never wrap inside the pill.
    await expect(getComputedStyle(badge).whiteSpace).toBe('nowrap');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'New' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Sold out' } };
export const Outline: Story = { args: { variant: 'outline', children: 'WordPress' } };
export const Success: Story = { args: { variant: 'success', children: '+312% leads' } };
export const Info: Story = { args: { variant: 'info', children: 'Case study' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Only 5 spots a month' } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeVariants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Each variant looks different from the default.
    const backgrounds = badgeVariants.map((variant) => getComputedStyle(canvas.getByText(variant)).backgroundColor);
    await expect(new Set(backgrounds).size).toBe(badgeVariants.length);
  },
};
