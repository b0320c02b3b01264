import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layout, mobileQuery } from '../../constants.ts';
import { vars } from '../../themes/contract.css.ts';
import { Grid } from './Grid.tsx';

const tile = {
  padding: vars.space['4'],
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
};
const industries = [
  'Automotive',
  'Banking',
  'Construction',
  'Dental',
  'Financial',
  'Fitness',
  'Healthcare',
  'Hotels',
  'HVAC',
  'Legal',
];
const cells = (count: number) =>
  industries.slice(0, count).map((name) => (
    <div key={name} style={tile}>
      {name}
    </div>
  ));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { children: cells(6) },
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (grid: HTMLElement) => getComputedStyle(grid).gridTemplateColumns.split(' ').length;

export const ThreeColumns: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByText('Automotive').parentElement as HTMLElement;
    await expect(columnCount(grid)).toBe(window.matchMedia(mobileQuery).matches ? 1 : 3);
  },
};

export const TwoThenFour: Story = {
  args: { columns: { mobile: 2, desktop: 4 }, children: cells(8) },
  play: async ({ canvas }) => {
    const grid = canvas.getByText('Automotive').parentElement as HTMLElement;
    await expect(columnCount(grid)).toBe(window.matchMedia(mobileQuery).matches ? 2 : 4);
  },
};

/** Ten children: all show on desktop; under 768 px only the first eight (`layout.mobileGridLimit`). */
export const LongGridDesktop: Story = {
  args: { children: cells(10) },
  globals: { viewport: { value: 'desktop' } },
  // LongGridPhone is the same grid at phone width.
  parameters: { screenshot: { phone: false } },
  play: async ({ canvas }) => {
    await expect(window.matchMedia(mobileQuery).matches).toBe(false);
    for (const name of industries) await expect(canvas.getByText(name)).toBeVisible();
  },
};

export const LongGridPhone: Story = {
  args: { children: cells(10) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(window.matchMedia(mobileQuery).matches).toBe(true);
    const shown = industries.slice(0, layout.mobileGridLimit);
    const hidden = industries.slice(layout.mobileGridLimit);
    for (const name of shown) await expect(canvas.getByText(name)).toBeVisible();
    for (const name of hidden) await expect(canvas.getByText(name)).not.toBeVisible();
  },
};

export const NoMobileLimit: Story = {
  args: { children: cells(10), mobileLimit: false },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(window.matchMedia(mobileQuery).matches).toBe(true);
    for (const name of industries) await expect(canvas.getByText(name)).toBeVisible();
  },
};
