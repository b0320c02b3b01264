import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { desktopQuery, layout, timing, toastLimits } from '../../constants.ts';
import { useMediaQuery } from '../../utils/browser.ts';
import { type Clock, createManualClock } from '../../utils/clock.tsx';
import { Button } from '../Button/Button.tsx';
import { FloatingActions } from '../FloatingActions/FloatingActions.tsx';
import { MobileActionBar } from '../MobileActionBar/MobileActionBar.tsx';
import { ToastProvider, type ToastProviderProps, ToastRegion } from './Toast.tsx';
import { createToastQueue, type ToastOptions, toast, useToast } from './toastQueue.ts';

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

interface ToastDemoProps extends Omit<ToastProviderProps, 'queue' | 'children'> {
  /** What "Show toast" shows, in turn. */
  toasts?: ToastOptions[];
  /** Toasts already showing when the story opens. */
  initial?: ToastOptions[];
  /** The clock the story's queue times toasts on. */
  clock?: Clock;
}

/** Each story gets its own queue, so stories and their tests never share toasts. */
function ToastDemo({ toasts = [success], initial = [], clock, ...props }: ToastDemoProps) {
  const [queue] = useState(() => {
    const fresh = createToastQueue({ clock });
    for (const options of initial) toast(options, fresh);
    return fresh;
  });
  return (
    <ToastProvider {...props} queue={queue}>
      <ShowButton toasts={toasts} />
    </ToastProvider>
  );
}

/** Tall enough that the fixed corner region falls inside the story's screenshot. */
const fullHeight: Decorator = (Story) => (
  <div style={{ minHeight: 'calc(100vh - 32px)' }}>
    <Story />
  </div>
);

/**
 * Stories time toasts on this clock, which moves only when a play function says so: captures and assertions never
 * race a real 5 s timeout. `Playground` uses the browser's clock, as the site does.
 */
const clock = createManualClock();

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  subcomponents: { ToastRegion },
  decorators: [fullHeight],
  render: (args) => <ToastDemo {...args} clock={clock} />,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const showButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Show toast' });
/** Lets React commit what a clock step changed before the next assertion. */
const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Press the button: toasts here close after 5 s on the browser's clock, as on the site, and pause while hovered. */
export const Playground: Story = {
  render: (args) => <ToastDemo {...args} toasts={[success, failure, demo]} />,
};

/** Three variants at rest, pinned (no timeout) so the screenshot holds still. */
export const Appearance: Story = {
  render: (args) => (
    <ToastDemo
      {...args}
      clock={clock}
      initial={[
        { ...demo, timeout: 0 },
        { ...failure, timeout: 0 },
        { ...success, timeout: 0 },
      ]}
    />
  ),
  parameters: { screenshot: { phone: true } },
  play: async () => {
    const toasts = body.getAllByRole('alertdialog');
    await expect(toasts).toHaveLength(3);
    // Newest first, 14 px apart; 356 px wide, or the full width less a 16 px margin each side on phones.
    await expect(toasts[0]).toHaveAccessibleName('Success!');
    const [first, second] = toasts.map((element) => element.getBoundingClientRect()) as [DOMRect, DOMRect];
    const phone = window.innerWidth < layout.mobileBreakpoint;
    await expect(first.width).toBe(phone ? window.innerWidth - 32 : toastLimits.width);
    await expect(second.top - first.bottom).toBe(toastLimits.gap);
  },
};

export const AtMostThreeVisible: Story = {
  render: (args) => <ToastDemo {...args} clock={clock} toasts={[success, failure, demo]} />,
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

/** Closes itself exactly `timing.toastDuration` (5000 ms) after it appears. */
export const AutoDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(showButton(canvas));
    const shown = await body.findByRole('alertdialog', { name: 'Success!' });
    clock.advance(timing.toastDuration - 1);
    await settle();
    await expect(shown).toBeInTheDocument();
    clock.advance(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** The timeout stands still while the pointer rests on the toasts, and runs on for what was left once it leaves. */
export const PausesWhileHovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(showButton(canvas));
    const shown = await body.findByRole('alertdialog', { name: 'Success!' });
    clock.advance(1000);
    await userEvent.hover(shown);
    clock.advance(timing.toastDuration * 3);
    await settle();
    await expect(shown).toBeInTheDocument();
    await userEvent.unhover(shown);
    // 1000 ms had run before the pause: 4000 ms remain.
    clock.advance(timing.toastDuration - 1000 - 1);
    await settle();
    await expect(shown).toBeInTheDocument();
    clock.advance(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());

    // Ends as named: a fresh toast held well past its timeout by the resting pointer.
    await userEvent.click(showButton(canvas));
    const held = await body.findByRole('alertdialog', { name: 'Success!' });
    await userEvent.hover(held);
    clock.advance(timing.toastDuration * 2);
    await settle();
    await expect(held).toBeInTheDocument();
  },
};

/** Focus inside the region (Alt+T) pauses the timeout too, so a keyboard user can read and act. */
export const PausesWhileFocused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(showButton(canvas));
    const shown = await body.findByRole('alertdialog', { name: 'Success!' });
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await expect(shown).toHaveFocus();
    clock.advance(timing.toastDuration * 3);
    await settle();
    await expect(shown).toBeInTheDocument();
    // Focus leaves the region: the full 5000 ms remain, since none had run before the focus.
    showButton(canvas).focus();
    await waitFor(() => expect(showButton(canvas)).toHaveFocus());
    clock.advance(timing.toastDuration - 1);
    await settle();
    await expect(shown).toBeInTheDocument();
    clock.advance(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());

    // Ends as named: a fresh toast held well past its timeout by focus inside it.
    await userEvent.click(showButton(canvas));
    const held = await body.findByRole('alertdialog', { name: 'Success!' });
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await expect(held).toHaveFocus();
    clock.advance(timing.toastDuration * 2);
    await settle();
    await expect(held).toBeInTheDocument();
  },
};

export const DismissWithCloseButton: Story = {
  render: (args) => <ToastDemo {...args} clock={clock} toasts={[failure]} />,
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

/** The site's quick actions as a page shows them: the floating pair on wide screens, the action bar on phones. */
function QuickActions() {
  const desktop = useMediaQuery(desktopQuery);
  const primary = { label: 'Get Quote', targetId: 'contact-section', fallbackHref: '/#contact-section' };
  return (
    <>
      <FloatingActions
        isVisible={desktop}
        primary={primary}
        secondary={{ label: 'Book Strategy Session', href: '#book' }}
      />
      <MobileActionBar
        primary={primary}
        secondary={{ label: 'Book Consult', href: '#book' }}
        storageKey="storybook-toast-quick-actions"
        delay={0}
      />
    </>
  );
}

/** Whether two boxes share any area (touching edges do not count). */
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Three toasts showing at once, the most a page stacks, never cover the quick actions on the page. */
const clearOfQuickActions: Story['play'] = async () => {
  // Measured where they come to rest: the bar slides up and the toasts slide in.
  const toasts = body.getAllByRole('alertdialog');
  const quick = body.getAllByRole('complementary', { name: 'Quick actions' });
  for (const element of [...toasts, ...quick])
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
  await expect(toasts).toHaveLength(toastLimits.maxVisible);
  const actions = quick.filter((element) => element.getBoundingClientRect().height > 0);
  // One of the two shows at a time: the pair from the desktop width, the bar below it.
  await expect(actions).toHaveLength(1);
  const pair = (actions[0] as HTMLElement).getBoundingClientRect();
  for (const shown of toasts) {
    const box = shown.getBoundingClientRect();
    await expect(overlaps(box, pair), `"${shown.textContent}" covers the quick actions`).toBe(false);
    await expect(box.bottom).toBeLessThanOrEqual(pair.top);
  }
};

const pinned = [
  { ...demo, timeout: 0 },
  { ...failure, timeout: 0 },
  { ...success, timeout: 0 },
];

/** Form messages stack above the floating pair on wide screens (above the action bar on phones: the e2e layout check). */
export const ClearOfFloatingActions: Story = {
  render: (args) => (
    <>
      <ToastDemo {...args} clock={clock} initial={pinned} />
      <QuickActions />
    </>
  ),
  play: clearOfQuickActions,
};
