import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { hideDismissedMobileActionBars } from './dismissal.ts';
import { MobileActionBar } from './MobileActionBar.tsx';

const navigate = fn();
const storageKey = 'storybook-mobile-action-bar';
const phone = { viewport: { value: 'phone', isRotated: false } };
const bar = () => document.querySelector('aside[aria-label="Quick actions"]');
/** The room the bar reserves at the end of the page: the element rendered just before it. */
const space = () => bar()?.previousElementSibling ?? null;

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
        <Story />
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
    // Shown at once unless a story is about the wait.
    delay: 0,
  },
  beforeEach: () => {
    navigate.mockClear();
    sessionStorage.removeItem(storageKey);
  },
} satisfies Meta<typeof MobileActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  decorators: [frame],
  play: async ({ canvas }) => {
    const shown = await canvas.findByRole('complementary', { name: 'Quick actions' });
    await waitFor(() => expect(shown).toBeVisible());
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

/**
 * Drawn with the page, it waits out its delay hidden: not seen, not focusable, no room kept. The wait is CSS, so a
 * server-rendered page shows the bar on time before (or without) its code.
 */
export const AppearsAfterDelay: Story = {
  decorators: [frame],
  args: { delay: 800 },
  play: async () => {
    const waiting = bar();
    await expect(waiting).not.toBeNull();
    await expect(waiting).not.toBeVisible();
    await expect(space()?.getBoundingClientRect().height).toBe(0);
    await waitFor(() => expect(bar()).toBeVisible(), { timeout: 2000 });
    await expect(space()?.getBoundingClientRect().height).toBe(bar()?.getBoundingClientRect().height);
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(bar()).toBeNull());
    // Dismissed, it leaves no reserved space behind.
    await expect(canvas.getByRole('button', { name: 'Reload bar' }).nextElementSibling).toBeNull();
    await expect(sessionStorage.getItem(storageKey)).toBe('1');

    await userEvent.click(canvas.getByRole('button', { name: 'Reload bar' }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(bar()).toBeNull();

    // A new visit (storage cleared) shows it again.
    sessionStorage.removeItem(storageKey);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload bar' }));
    await expect(await canvas.findByRole('complementary', { name: 'Quick actions' })).toBeVisible();
  },
};

/**
 * A page drawn by the server carries the bar before its code runs; the page's first script hides it at once when the
 * visitor dismissed it earlier in the visit (`hideDismissedMobileActionBars`, from `@tallowood/design-system/early`).
 */
export const HiddenBeforeItsCodeOnceDismissed: Story = {
  decorators: [frame],
  beforeEach: () => {
    sessionStorage.setItem(storageKey, '1');
  },
  render: (args) => (
    // The server's HTML, with no React behind it.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup rendered from the component itself.
    <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<MobileActionBar {...args} />) }} />
  ),
  play: async () => {
    await expect(bar()).not.toBeNull();
    hideDismissedMobileActionBars(document);
    await expect(bar()).not.toBeVisible();
    await expect(space()?.getBoundingClientRect().height).toBe(0);
  },
};

export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(bar()).not.toBeVisible();
    await expect(space()?.getBoundingClientRect().height).toBe(0);
  },
};
