import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { mobileQuery, wideQuery } from '../../constants.ts';
import { vars } from '../../themes/contract.css.ts';
import { Columns, columnsAlignYs, columnsCollapseBelow, columnsSplits } from './Columns.tsx';

const panel = {
  padding: vars.space['4'],
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
};

function Panel({ children }: { children: ReactNode }) {
  return <div style={panel}>{children}</div>;
}

const form = (
  <Panel key="form">Tell us about your business and we will send a personal audit and quote within 24 hours.</Panel>
);
const aside = <Panel key="aside">Prefer to talk? Book a free 30-minute strategy call.</Panel>;

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { children: [form, aside] },
  argTypes: {
    split: { control: 'inline-radio', options: columnsSplits },
    alignY: { control: 'inline-radio', options: columnsAlignYs },
    collapseBelow: { control: 'inline-radio', options: columnsCollapseBelow },
  },
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The boxes of the panels, in source order. */
const boxes = (canvasElement: HTMLElement) =>
  Array.from((canvasElement.firstElementChild as HTMLElement).children, (child) => child.getBoundingClientRect());

/** Side by side with widths in this ratio (and the default 2rem gap) on wide screens, stacked on phones. */
function expectSplit(left: number, right: number) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const [first, second] = boxes(canvasElement);
    if (!first || !second) throw new Error('Expected two columns');
    if (window.matchMedia(mobileQuery).matches) {
      await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
      await expect(second.width).toBe(first.width);
      return;
    }
    await expect(second.top).toBe(first.top);
    await expect(second.left - first.right).toBe(32);
    await expect(first.width / second.width).toBeCloseTo(left / right, 2);
  };
}

export const Halves: Story = { play: expectSplit(1, 1) };

export const OneTwo: Story = { args: { split: '1/2' }, play: expectSplit(1, 2) };

export const TwoOne: Story = { args: { split: '2/1' }, play: expectSplit(2, 1) };

export const TwoThree: Story = { args: { split: '2/3' }, play: expectSplit(2, 3) };

/** The contact and booking layout: a form beside its aside. */
export const ThreeTwo: Story = { args: { split: '3/2' }, play: expectSplit(3, 2) };

/** `'1/1'` shares the width equally among any number of children. */
export const ThreeEqual: Story = {
  args: {
    children: [
      <Panel key="design">Design: a custom look that matches your brand.</Panel>,
      <Panel key="build">Build: mobile-first, fast and search-ready.</Panel>,
      <Panel key="launch">Launch: training, analytics and 30-day support.</Panel>,
    ],
  },
  play: async ({ canvasElement }) => {
    const [first, second, third] = boxes(canvasElement);
    if (!first || !second || !third) throw new Error('Expected three columns');
    if (window.matchMedia(mobileQuery).matches) {
      await expect(third.top).toBeGreaterThanOrEqual(second.bottom);
      return;
    }
    await expect([second.top, third.top]).toEqual([first.top, first.top]);
    await expect(second.width).toBeCloseTo(first.width, 1);
    await expect(third.width).toBeCloseTo(first.width, 1);
  },
};

const unevenChildren = [
  <Panel key="short">Free strategy call</Panel>,
  <Panel key="tall">
    We learn your business, goals and customers in 15 minutes, then design and build your website in 48 hours,
    mobile-first, fast and ready for search, with training, analytics and 30-day support at launch.
  </Panel>,
];

export const AlignCentre: Story = {
  args: { alignY: 'center', children: unevenChildren },
  parameters: { screenshot: { phone: false } },
  play: async ({ canvasElement }) => {
    const [short, tall] = boxes(canvasElement);
    if (!short || !tall) throw new Error('Expected two columns');
    await expect(short.height).toBeLessThan(tall.height);
    await expect(short.top + short.height / 2).toBeCloseTo(tall.top + tall.height / 2, 0);
  },
};

export const AlignEnd: Story = {
  args: { alignY: 'end', children: unevenChildren },
  parameters: { screenshot: { phone: false } },
  play: async ({ canvasElement }) => {
    const [short, tall] = boxes(canvasElement);
    if (!short || !tall) throw new Error('Expected two columns');
    await expect(short.bottom).toBe(tall.bottom);
  },
};

/** Equally tall columns, e.g. panels whose backgrounds should line up. */
export const Stretch: Story = {
  args: { alignY: 'stretch', children: unevenChildren },
  parameters: { screenshot: { phone: false } },
  play: async ({ canvasElement }) => {
    const [short, tall] = boxes(canvasElement);
    if (!short || !tall) throw new Error('Expected two columns');
    await expect(short.height).toBe(tall.height);
  },
};

export const ResponsiveGap: Story = {
  args: { gap: { mobile: '4', desktop: '12' } },
  play: async ({ canvasElement }) => {
    const [first, second] = boxes(canvasElement);
    if (!first || !second) throw new Error('Expected two columns');
    if (window.matchMedia(mobileQuery).matches) await expect(second.top - first.bottom).toBe(16);
    else await expect(second.left - first.right).toBe(48);
  },
};

export const StackedOnPhone: Story = {
  args: { split: '3/2' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.matchMedia(mobileQuery).matches).toBe(true);
    const [first, second] = boxes(canvasElement);
    if (!first || !second) throw new Error('Expected two columns');
    // Source order, full width, 2rem apart.
    await expect(second.top - first.bottom).toBe(32);
    await expect(second.left).toBe(first.left);
    await expect(second.width).toBe(first.width);
    await expect(canvas.getByText(/Tell us about your business/)).toBeVisible();
  },
};

/** While stacked, the second child shows first; reading and focus order stay in source order. */
export const ReversedOnPhone: Story = {
  args: { reverseOnMobile: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.matchMedia(mobileQuery).matches).toBe(true);
    const [first, second] = boxes(canvasElement);
    if (!first || !second) throw new Error('Expected two columns');
    await expect(first.top - second.bottom).toBe(32);
    const container = canvasElement.firstElementChild as HTMLElement;
    await expect(container.firstElementChild).toBe(canvas.getByText(/Tell us about your business/));
  },
};

/** On wide screens `reverseOnMobile` changes nothing: source order, left to right. */
export const ReversedOnDesktop: Story = {
  args: { reverseOnMobile: true },
  globals: { viewport: { value: 'desktop' } },
  parameters: { screenshot: { phone: false } },
  play: expectSplit(1, 1),
};

/** `collapseBelow="wide"`: still stacked at 768 px, for content too wide to share a tablet screen. */
export const CollapseBelowWideOnTablet: Story = {
  args: { split: '3/2', collapseBelow: 'wide' },
  globals: { viewport: { value: 'tablet' } },
  parameters: { screenshot: { phone: false } },
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia(mobileQuery).matches).toBe(false);
    await expect(window.matchMedia(wideQuery).matches).toBe(false);
    const [first, second] = boxes(canvasElement);
    if (!first || !second) throw new Error('Expected two columns');
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
  },
};

export const CollapseBelowWideOnDesktop: Story = {
  args: { split: '3/2', collapseBelow: 'wide' },
  globals: { viewport: { value: 'desktop' } },
  parameters: { screenshot: { phone: false } },
  play: expectSplit(3, 2),
};

/** `collapseBelow="tablet"`: side by side from 640 px, so a tablet already shows two columns. */
export const CollapseBelowTabletOnTablet: Story = {
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: 'tablet' } },
  parameters: { screenshot: { phone: false } },
  play: expectSplit(1, 1),
};
