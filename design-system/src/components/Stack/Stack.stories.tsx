import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktopQuery } from '../../constants.ts';
import { vars } from '../../themes/contract.css.ts';
import { Stack } from './Stack.tsx';

const tile = { padding: vars.space['3'], background: vars.color.surfaceMuted, borderRadius: vars.radius.md };
const steps = ['Discovery call', 'Design and strategy', 'Development', 'Launch'];

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: steps.map((step) => (
      <div key={step} style={tile}>
        {step}
      </div>
    )),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Discovery call');
    const second = canvas.getByText('Design and strategy');
    const gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    // Default gap '4' is 1rem; children sit one under another.
    await expect(gap).toBe(16);
    await expect(second.getBoundingClientRect().left).toBe(first.getBoundingClientRect().left);
  },
};

export const Tight: Story = {
  args: { gap: '1' },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Discovery call');
    const second = canvas.getByText('Design and strategy');
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(4);
  },
};

export const ResponsiveGap: Story = {
  args: { gap: { mobile: '2', desktop: '8' } },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Discovery call');
    const second = canvas.getByText('Design and strategy');
    const wide = window.matchMedia(desktopQuery).matches;
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(wide ? 32 : 8);
  },
};
