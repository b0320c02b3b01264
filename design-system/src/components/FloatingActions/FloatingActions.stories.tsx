import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { layout } from '../../constants.ts';
import { vars } from '../../themes/contract.css.ts';
import { FloatingActions } from './FloatingActions.tsx';

const navigate = fn();

/** Scrolls the window at once and waits until the page has handled the scroll. */
async function scrollWindowTo(top: number) {
  if (Math.round(window.scrollY) !== top) {
    const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
    window.scrollTo({ top, behavior: 'instant' });
    await scrolled;
  }
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect(Math.round(window.scrollY)).toBe(top);
}

/** A page long enough to scroll past the threshold. */
const longPage: Decorator = (Story) => (
  <div style={{ minHeight: 2400 }}>
    <p>Scroll down: the actions appear once the page has moved more than {layout.floatingActionsScroll} px.</p>
    <Story />
  </div>
);

/** Holds the fixed-position actions inside a frame so a capture of the story shows them. */
const frame: Decorator = (Story) => (
  <div
    style={{ position: 'relative', height: 200, transform: 'translateZ(0)', border: `1px solid ${vars.color.border}` }}
  >
    <Story />
  </div>
);

const phone = { viewport: { value: 'phone', isRotated: false } };
const group = () => document.querySelector('aside[aria-label="Quick actions"]');

const meta = {
  title: 'Conversion widgets/FloatingActions',
  component: FloatingActions,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: {
    primary: { label: 'Start My Transformation', targetId: 'contact-section', fallbackHref: '/#contact-section' },
    secondary: { label: 'Book Strategy Session', href: '/book-consultation' },
  },
  beforeEach: async () => {
    navigate.mockClear();
    window.scrollTo({ top: 0, behavior: 'instant' });
    return () => window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof FloatingActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  args: { isVisible: true },
  decorators: [frame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Quick actions' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book Strategy Session' })).toHaveAttribute(
      'href',
      '/book-consultation',
    );
    await expect(canvas.getByRole('link', { name: 'Start My Transformation' })).toHaveAttribute(
      'href',
      '/#contact-section',
    );
  },
};

export const AppearsAfterScroll: Story = {
  decorators: [longPage],
  play: async ({ canvas }) => {
    await expect(group()).toBeNull();
    await scrollWindowTo(layout.floatingActionsScroll);
    await expect(group()).toBeNull();
    await scrollWindowTo(layout.floatingActionsScroll + 1);
    await expect(await canvas.findByRole('complementary', { name: 'Quick actions' })).toBeVisible();
    await scrollWindowTo(layout.floatingActionsScroll);
    await waitFor(() => expect(group()).toBeNull());
  },
};

export const HiddenOnNarrowViewport: Story = {
  decorators: [longPage],
  globals: phone,
  play: async () => {
    await expect(window.innerWidth).toBeLessThan(layout.mobileBreakpoint);
    await scrollWindowTo(layout.floatingActionsScroll + 1);
    await expect(group()).toBeNull();
    await scrollWindowTo(layout.floatingActionsScroll + 200);
    await expect(group()).toBeNull();
  },
};

export const ScrollsToSectionOnThisPage: Story = {
  decorators: [longPage],
  render: (args) => (
    <>
      <div style={{ height: 1200 }} />
      <section id="contact-section" aria-label="Contact">
        <h2>Contact us</h2>
      </section>
      <FloatingActions {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await scrollWindowTo(layout.floatingActionsScroll + 1);
    const primary = await canvas.findByRole('link', { name: 'Start My Transformation' });
    await userEvent.click(primary);
    const section = canvas.getByRole('region', { name: 'Contact' });
    await expect(section).toHaveFocus();
    // It lands at the top, just below the sticky header's room (the root's scroll padding).
    const headerRoom = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    await waitFor(() => expect(Math.abs(section.getBoundingClientRect().top - headerRoom)).toBeLessThan(20));
    await expect(navigate).not.toHaveBeenCalled();
    await expect(window.location.hash).toBe('');
  },
};

export const NavigatesWhenSectionIsElsewhere: Story = {
  args: { isVisible: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Start My Transformation' }));
    await expect(navigate).toHaveBeenCalledWith('/#contact-section', undefined);
    canvas.getByRole('link', { name: 'Book Strategy Session' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/book-consultation', undefined);
  },
};

export const KeyboardScrollsToSection: Story = {
  args: { isVisible: true },
  render: (args) => (
    <>
      <section id="contact-section" aria-label="Contact" style={{ marginTop: 1200 }}>
        <h2>Contact us</h2>
      </section>
      <div style={{ height: 1200 }} />
      <FloatingActions {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: 'Start My Transformation' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'Contact' })).toHaveFocus();
    await expect(navigate).not.toHaveBeenCalled();
  },
};
