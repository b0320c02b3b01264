import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a busy label ("Sending..."), the spinner is decoration and hidden from assistive technology. */
export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Spinner {...args} data-testid="spinner" />
      Creating Your Strategy...
    </p>
  ),
  play: async ({ canvas }) => {
    const spinner = canvas.getByTestId('spinner');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Alone, it needs a label, and it announces politely as a status. */
export const Labelled: Story = {
  args: { label: 'Loading case studies' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading case studies' })).toBeVisible();
  },
};

/** It takes the text's colour and size. */
export const InheritsColourAndSize: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <span style={{ fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
        <Spinner {...args} data-testid="small" />
      </span>
      <span style={{ fontSize: vars.fontSize['3xl'], color: vars.color.link }}>
        <Spinner {...args} data-testid="large" />
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByTestId('small');
    const large = canvas.getByTestId('large');
    await expect(large.getBoundingClientRect().width).toBeGreaterThan(small.getBoundingClientRect().width);
    await expect(getComputedStyle(large).borderTopColor).toBe(
      getComputedStyle(large.parentElement as HTMLElement).color,
    );
  },
};
