import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktopQuery } from '../../constants.ts';
import { vars } from '../../themes/contract.css.ts';
import { Box } from './Box.tsx';

const outline = { border: `1px dashed ${vars.color.borderStrong}`, borderRadius: vars.radius.md };

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: '4', children: 'Launch in 48 hours' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { style: outline },
  play: async ({ canvas }) => {
    const box = canvas.getByText('Launch in 48 hours');
    await expect(box.tagName).toBe('DIV');
    // padding '4' is 1rem of the space scale.
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Free strategy call', style: outline, children: 'A free 15-minute call' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Free strategy call' });
    await expect(region.tagName).toBe('SECTION');
  },
};

export const ResponsivePadding: Story = {
  args: {
    padding: { mobile: '2', desktop: '8' },
    style: outline,
    children: 'Tight on phones, roomy from 768 px',
  },
  parameters: { screenshot: { phone: true } },
  play: async ({ canvas }) => {
    const box = canvas.getByText('Tight on phones, roomy from 768 px');
    const wide = window.matchMedia(desktopQuery).matches;
    await expect(getComputedStyle(box).paddingLeft).toBe(wide ? '32px' : '8px');
  },
};

export const Flex: Story = {
  args: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '4',
    style: outline,
    children: [<span key="a">Websites</span>, <span key="b">SEO</span>, <span key="c">Branding</span>],
  },
  play: async ({ canvas }) => {
    const box = canvas.getByText('Websites').parentElement as HTMLElement;
    await expect(getComputedStyle(box).display).toBe('flex');
    await expect(getComputedStyle(box).justifyContent).toBe('space-between');
  },
};
