import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { timing, toastLimits } from '../../constants.ts';
import { Button } from '../Button/Button.tsx';
import { createToastQueue, type ToastOptions, ToastProvider, toast, useToast } from './Toast.tsx';

const success: ToastOptions = {
  variant: 'success',
  title: 'Success!',
  description: "We'll send you a personal audit and quote within 24 hours.",
};
const failure: ToastOptions = {
  variant: 'destructive',
  title: 'Submission Error',
  description: 'Please try again or contact us directly.',
};
const demo: ToastOptions = {
  title: 'Demo Request Submitted!',
  description: "We'll contact you within 24 hours to schedule your consultation.",
};

function ShowButton({ toasts }: { toasts: ToastOptions[] }) {
  const { toast: show } = useToast();
  const count = useRef(0);
  return (
    <Button
      variant="outline"
      onPress={() => {
        const next = toasts[count.current % toasts.length] as ToastOptions;
        count.current += 1;
        // Numbered, so a play function can tell the toasts apart.
        show({ ...next, title: toasts.length === 1 ? next.title : `${count.current}. ${next.title}` });
      }}
    >
      Show toast
    </Button>
  );
}

/** Each story gets its own queue, so stories and their tests never share toasts. */
function ToastDemo({ toasts = [success], initial = [] }: { toasts?: ToastOptions[]; initial?: ToastOptions[] }) {
  const [queue] = useState(() => {
    const fresh = createToastQueue();
    for (const options of initial) toast(options, fresh);
    return fresh;
  });
  return (
    <ToastProvider queue={queue}>
      <ShowButton toasts={toasts} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
const showButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Show toast' });

/** Three variants at rest, pinned (no timeout) so the screenshot holds still. */
export const Appearance: Story = {
  args: {
    initial: [
      { ...demo, timeout: 0 },
      { ...failure, timeout: 0 },
      { ...success, timeout: 0 },
    ],
  },
  decorators: [
    // Tall enough that the fixed corner region falls inside the story's screenshot.
    (Story) => (
      <div style={{ minHeight: 'calc(100vh - 32px)' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { screenshot: { phone: true } },
  play: async () => {
    const toasts = body.getAllByRole('alertdialog');
    await expect(toasts).toHaveLength(3);
    // Newest first, each 356 px wide (on a wide screen), 14 px apart.
    await expect(toasts[0]).toHaveAccessibleName('Success!');
    const [first, second] = toasts.map((element) => element.getBoundingClientRect()) as [DOMRect, DOMRect];
    await expect(first.width).toBe(toastLimits.width);
    await expect(second.top - first.bottom).toBe(toastLimits.gap);
  },
};

export const AtMostThreeVisible: Story = {
  args: { toasts: [success, failure, demo] },
  play: async ({ canvas }) => {
    for (let i = 0; i < 4; i += 1) await userEvent.click(showButton(canvas));
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(toastLimits.maxVisible));
    // The oldest waits its turn...
    await expect(body.queryByRole('alertdialog', { name: '1. Success!' })).toBeNull();
    await expect(body.getByRole('alertdialog', { name: '4. Success!' })).toBeVisible();
    // ...and shows once a visible one goes.
    const newest = body.getByRole('alertdialog', { name: '4. Success!' });
    await userEvent.click(within(newest).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.getByRole('alertdialog', { name: '1. Success!' })).toBeVisible());
    await expect(body.getAllByRole('alertdialog')).toHaveLength(toastLimits.maxVisible);
  },
};

/** Real time: RAC's toast timers run on the browser clock. */
export const AutoDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(showButton(canvas));
    const shown = await body.findByRole('alertdialog', { name: 'Success!' });
    await sleep(timing.toastDuration - 500);
    await expect(shown).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 1500 });
  },
};

export const PausesWhileHovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(showButton(canvas));
    const shown = await body.findByRole('alertdialog', { name: 'Success!' });
    await userEvent.hover(shown);
    await sleep(timing.toastDuration + 300);
    await expect(shown).toBeInTheDocument();
    await userEvent.unhover(shown);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: timing.toastDuration });
  },
};

export const DismissWithCloseButton: Story = {
  args: { toasts: [failure] },
  play: async ({ canvas }) => {
    await userEvent.click(showButton(canvas));
    const shown = await body.findByRole('alertdialog', { name: 'Submission Error' });
    await expect(shown).toHaveTextContent('Please try again or contact us directly.');
    await userEvent.click(within(shown).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const AltTFocusesRegion: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(showButton(canvas));
    const shown = await body.findByRole('alertdialog', { name: 'Success!' });
    await expect(showButton(canvas)).toHaveFocus();
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await expect(shown).toHaveFocus();
    await expect(body.getByRole('region', { name: /notification/i })).toContainElement(shown);
  },
};

export const DismissWithEscape: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(showButton(canvas));
    const shown = await body.findByRole('alertdialog', { name: 'Success!' });
    // Escape does nothing while focus is elsewhere.
    await userEvent.keyboard('{Escape}');
    await expect(shown).toBeInTheDocument();
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await userEvent.tab();
    await expect(within(shown).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // Focus returns to where it was before the region.
    await waitFor(() => expect(showButton(canvas)).toHaveFocus());
  },
};

const swipe = async (element: HTMLElement, distance: number) => {
  const box = element.getBoundingClientRect();
  const x = box.left + 40;
  const y = box.top + box.height / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: element, coords: { clientX: x, clientY: y } },
    { target: element, coords: { clientX: x + distance / 2, clientY: y } },
    { target: element, coords: { clientX: x + distance, clientY: y } },
    { keys: '[/MouseLeft]', target: element, coords: { clientX: x + distance, clientY: y } },
  ]);
};

export const SwipeToDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(showButton(canvas));
    const shown = await body.findByRole('alertdialog', { name: 'Success!' });
    // One pixel short of the threshold: it snaps back.
    await swipe(shown, toastLimits.swipeThreshold - 1);
    await expect(shown).toBeInTheDocument();
    await waitFor(() => expect(shown.style.transform).toBe(''));
    // At the threshold, in either direction: gone.
    await swipe(shown, -toastLimits.swipeThreshold);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};
