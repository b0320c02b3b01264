import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { timing } from '../../constants.ts';
import { vars } from '../../themes/contract.css.ts';
import { ClockProvider, createManualClock, type ManualClock } from '../../utils/clock.tsx';
import { Button } from '../Button/Button.tsx';
import { MobileActionBar } from './MobileActionBar.tsx';

const clock = createManualClock();
const navigate = fn();
const storageKey = 'storybook-mobile-action-bar';
const phone = { viewport: { value: 'phone', isRotated: false } };
const bar = () => document.querySelector('aside[aria-label="Quick actions"]');
/** The room the bar reserves at the end of the page: the element rendered just before it. */
const space = () => bar()?.previousElementSibling ?? null;

/** Moves the clock once the component below has started its timers (a parent's effect runs after its children's). */
function AdvancedClock({ clock, by, children }: { clock: ManualClock; by: number; children: ReactNode }) {
  useEffect(() => clock.advance(by), [clock, by]);
  return <ClockProvider clock={clock}>{children}</ClockProvider>;
}

/** Holds the fixed bar inside a frame so a capture of the story shows it. */
const frame: Decorator = (Story) => (
  <div
    style={{ position: 'relative', height: 160, transform: 'translateZ(0)', border: `1px solid ${vars.color.border}` }}
  >
    <Story />
  </div>
);

const meta = {
  title: 'Conversion widgets/MobileActionBar',
  component: MobileActionBar,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <ClockProvider clock={clock}>
          <Story />
        </ClockProvider>
      </RouterProvider>
    ),
  ],
  globals: phone,
  args: {
    primary: { label: 'Get Quote', targetId: 'contact-section', fallbackHref: '/#contact-section' },
    secondary: {
      label: 'Book Consult',
      href: '/book-consultation?utm_source=mobile_fomo&utm_medium=sticky_bar&utm_campaign=strategy_call',
    },
    storageKey,
  },
  beforeEach: () => {
    navigate.mockClear();
    sessionStorage.removeItem(storageKey);
  },
} satisfies Meta<typeof MobileActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  decorators: [
    frame,
    (Story) => (
      <AdvancedClock clock={clock} by={timing.mobileBarDelay}>
        <Story />
      </AdvancedClock>
    ),
  ],
  play: async ({ canvas }) => {
    const shown = await canvas.findByRole('complementary', { name: 'Quick actions' });
    await expect(shown).toBeVisible();
    // While it shows, the bar keeps its own height free at the end of the page.
    await expect(space()?.getBoundingClientRect().height).toBe(shown.getBoundingClientRect().height);
    await expect(canvas.getByRole('link', { name: 'Book Consult' })).toHaveAttribute(
      'href',
      '/book-consultation?utm_source=mobile_fomo&utm_medium=sticky_bar&utm_campaign=strategy_call',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Get Quote' }));
    await expect(navigate).toHaveBeenCalledWith('/#contact-section', undefined);
  },
};

export const AppearsAfterDelay: Story = {
  decorators: [frame],
  play: async ({ canvas }) => {
    clock.advance(timing.mobileBarDelay - 1);
    await expect(bar()).toBeNull();
    clock.advance(1);
    await expect(await canvas.findByRole('complementary', { name: 'Quick actions' })).toBeVisible();
  },
};

/** Its 3 s count from the page's first paint: code that arrives 2 s after the page shows waits only 1 s more. */
export const CountsFromFirstPaint: Story = {
  decorators: [frame],
  beforeEach: () => {
    clock.setPaintedAt(clock.now() - 2000);
    return () => clock.setPaintedAt(undefined);
  },
  play: async ({ canvas }) => {
    clock.advance(timing.mobileBarDelay - 2000 - 1);
    await expect(bar()).toBeNull();
    clock.advance(1);
    await expect(await canvas.findByRole('complementary', { name: 'Quick actions' })).toBeVisible();
  },
};

export const DismissLastsForTheVisit: Story = {
  decorators: [frame],
  render: function Remountable(args) {
    const [mount, setMount] = useState(0);
    return (
      <>
        <Button variant="outline" onPress={() => setMount((n) => n + 1)}>
          Reload bar
        </Button>
        <MobileActionBar key={mount} {...args} />
      </>
    );
  },
  play: async ({ canvas }) => {
    clock.advance(timing.mobileBarDelay);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(bar()).toBeNull());
    // Dismissed, it leaves no reserved space behind.
    await expect(canvas.getByRole('button', { name: 'Reload bar' }).nextElementSibling).toBeNull();
    await expect(sessionStorage.getItem(storageKey)).toBe('1');

    await userEvent.click(canvas.getByRole('button', { name: 'Reload bar' }));
    clock.advance(timing.mobileBarDelay * 2);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(bar()).toBeNull();

    // A new visit (storage cleared) shows it again.
    sessionStorage.removeItem(storageKey);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload bar' }));
    clock.advance(timing.mobileBarDelay);
    await expect(await canvas.findByRole('complementary', { name: 'Quick actions' })).toBeVisible();
  },
};

export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    clock.advance(timing.mobileBarDelay * 2);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(bar()).toBeNull();
  },
};
