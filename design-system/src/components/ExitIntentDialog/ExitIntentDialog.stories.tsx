import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ExitIntentDialog, finePointerQuery } from './ExitIntentDialog.tsx';

const navigate = fn();
const page = within(document.body);
const storageKey = 'storybook-exit-intent';
const offer = '/contact?utm_source=exit_intent&utm_medium=popup&utm_campaign=free_audit';

/** What the browser sends when the pointer leaves the window through an edge. */
function leaveWindow(clientY: number) {
  document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY, relatedTarget: null }));
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

const meta = {
  title: 'Conversion widgets/ExitIntentDialog',
  component: ExitIntentDialog,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ minHeight: 'calc(100vh - 32px)' }}>
          <p>Move the pointer out through the top of the window.</p>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  args: {
    title: 'Wait! Get a free website audit',
    body: 'See exactly what is costing you leads. We send your audit within 24 hours, free.',
    primary: { label: 'Get My Free Audit', href: offer },
    onOpenChange: fn(),
  },
  beforeEach: () => {
    navigate.mockClear();
    sessionStorage.removeItem(storageKey);
  },
} satisfies Meta<typeof ExitIntentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog as a visitor sees it, right after the pointer leaves through the top edge. */
export const Open: Story = {
  play: async ({ args }) => {
    leaveWindow(0);
    const dialog = await page.findByRole('dialog', { name: 'Wait! Get a free website audit' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('See exactly what is costing you leads.');
    await expect(within(dialog).getByRole('button', { name: 'No thanks...' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Get My Free Audit' })).toHaveAttribute('href', offer);
    // Focus moves into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const OpensOnceOnExit: Story = {
  play: async ({ args }) => {
    await expect(window.matchMedia(finePointerQuery).matches).toBe(true);
    // Leaving through a side or bottom edge (clientY inside the window) does nothing.
    leaveWindow(300);
    await nextFrame();
    await expect(page.queryByRole('dialog')).toBeNull();

    leaveWindow(0);
    const dialog = await page.findByRole('dialog', { name: 'Wait! Get a free website audit' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(dialog).getByRole('link', { name: 'Get My Free Audit' })).toHaveAttribute('href', offer);

    await userEvent.click(within(dialog).getByRole('button', { name: 'No thanks...' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    leaveWindow(0);
    leaveWindow(-5);
    await nextFrame();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const FollowingTheOfferCloses: Story = {
  play: async () => {
    leaveWindow(-1);
    await userEvent.click(await page.findByRole('link', { name: 'Get My Free Audit' }));
    await expect(navigate).toHaveBeenCalledWith(offer, undefined);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    leaveWindow(0);
    await nextFrame();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const EscapeCountsAsDismissal: Story = {
  play: async () => {
    leaveWindow(0);
    await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    leaveWindow(0);
    await nextFrame();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const OncePerSession: Story = {
  args: { storageKey },
  render: function Remountable(args) {
    const [mount, setMount] = useState(0);
    return (
      <>
        <Button variant="outline" onPress={() => setMount((n) => n + 1)}>
          Load another page
        </Button>
        <ExitIntentDialog key={mount} {...args} />
      </>
    );
  },
  play: async ({ canvas }) => {
    leaveWindow(0);
    await userEvent.click(await page.findByRole('button', { name: 'No thanks...' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(sessionStorage.getItem(storageKey)).toBe('1');

    await userEvent.click(canvas.getByRole('button', { name: 'Load another page' }));
    leaveWindow(0);
    await nextFrame();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};
