import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Inline, inlineAligns, inlineAlignYs } from './Inline.tsx';

const tile = {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
};
const industries = ['Tradies', 'Medical/Dental', 'Restaurants', 'Real Estate', 'Fitness', 'Legal'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    children: industries.map((industry) => (
      <span key={industry} style={tile}>
        {industry}
      </span>
    )),
  },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Tradies').getBoundingClientRect();
    const second = canvas.getByText('Medical/Dental').getBoundingClientRect();
    await expect(second.top).toBe(first.top);
    // Default gap '3' is 0.75rem.
    await expect(second.left - first.right).toBe(12);
  },
};

export const Centred: Story = {
  args: { align: 'center' },
  play: async ({ canvas }) => {
    const row = canvas.getByText('Tradies').parentElement as HTMLElement;
    const box = row.getBoundingClientRect();
    const first = canvas.getByText('Tradies').getBoundingClientRect();
    const last = canvas.getByText('Legal').getBoundingClientRect();
    await expect(Math.abs(first.left - box.left - (box.right - last.right))).toBeLessThanOrEqual(1);
  },
};

export const SpaceBetween: Story = {
  args: { align: 'between' },
  play: async ({ canvas }) => {
    const row = (canvas.getByText('Tradies').parentElement as HTMLElement).getBoundingClientRect();
    await expect(canvas.getByText('Tradies').getBoundingClientRect().left).toBe(row.left);
    await expect(canvas.getByText('Legal').getBoundingClientRect().right).toBe(row.right);
  },
};

export const Wrapping: Story = {
  args: { style: { maxWidth: 260 } },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Tradies').getBoundingClientRect();
    const last = canvas.getByText('Legal').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};
