import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { timing } from '../../constants.ts';
import { ClockProvider, createManualClock } from '../../utils/clock.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

const PhoneIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </svg>
);

const MailIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);

const body = within(document.body);
const tooltip = () => body.queryByRole('tooltip');

/** Timing stories move this clock by hand; the others run on the browser's, as on the site. */
const clock = createManualClock();
const withManualClock: Decorator = (Story) => (
  <ClockProvider clock={clock}>
    <Story />
  </ClockProvider>
);

/** Lets React commit what a clock step changed before the next assertion. */
const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Starts each timing story cold: a pointer user (RAC shows hover tooltips only after pointer input) and no skip
 * window left over from an earlier story.
 */
async function startCold(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByText('Point here first'));
  clock.advance(timing.tooltipSkipDelay);
  await settle();
  await expect(tooltip()).toBeNull();
}

/** Renders the tooltip inside the story rather than at the end of <body>, so the screenshot captures it. */
function InlinePortal({ children }: { children: (container: HTMLElement) => ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} style={{ position: 'relative', paddingBlock: 56, paddingInline: 120 }}>
      {container ? children(container) : null}
    </div>
  );
}

const OpenTooltip = ({ placement }: { placement: 'top' | 'bottom' }) => (
  <InlinePortal>
    {(container) => (
      <TooltipTrigger defaultOpen>
        <IconButton label="Call us" variant="outline">
          <PhoneIcon />
        </IconButton>
        <Tooltip placement={placement} UNSTABLE_portalContainer={container}>
          Call us Mon-Fri 9AM-6PM AEST
        </Tooltip>
      </TooltipTrigger>
    )}
  </InlinePortal>
);

const meta = {
  title: 'Feedback/Tooltip',
  component: TooltipTrigger,
  subcomponents: { Tooltip },
  args: { children: null },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', paddingTop: 48 }}>
      <TooltipTrigger {...args}>
        <IconButton label="Call us" variant="outline">
          <PhoneIcon />
        </IconButton>
        <Tooltip>Call us Mon-Fri 9AM-6PM AEST</Tooltip>
      </TooltipTrigger>
      <p>Point here first</p>
    </div>
  ),
} satisfies Meta<typeof TooltipTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Call us' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Focus opens it without the hover delay.
    const shown = await body.findByRole('tooltip', {}, { timeout: 200 });
    await expect(shown).toHaveTextContent('Call us Mon-Fri 9AM-6PM AEST');
    await expect(button).toHaveAttribute('aria-describedby', shown.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).toBeNull());
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

/** Opens exactly `timing.tooltipDelay` (700 ms) after the pointer comes to rest, and closes as soon as it leaves. */
export const OpensAfterHoverDelay: Story = {
  decorators: [withManualClock],
  play: async ({ canvas }) => {
    await startCold(canvas);
    const button = canvas.getByRole('button', { name: 'Call us' });
    await userEvent.hover(button);
    clock.advance(timing.tooltipDelay - 1);
    await settle();
    await expect(tooltip()).toBeNull();
    await expect(button).not.toHaveAttribute('aria-describedby');
    clock.advance(1);
    const shown = await body.findByRole('tooltip');
    await expect(shown).toHaveTextContent('Call us Mon-Fri 9AM-6PM AEST');
    await expect(button).toHaveAttribute('aria-describedby', shown.id);
    await userEvent.unhover(button);
    await waitFor(() => expect(tooltip()).toBeNull());
  },
};

/** Leaving before the delay is up cancels the open. */
export const LeavingEarlyCancels: Story = {
  decorators: [withManualClock],
  play: async ({ canvas }) => {
    await startCold(canvas);
    const button = canvas.getByRole('button', { name: 'Call us' });
    await userEvent.hover(button);
    clock.advance(timing.tooltipDelay - 100);
    await userEvent.unhover(button);
    clock.advance(timing.tooltipDelay * 2);
    await settle();
    await expect(tooltip()).toBeNull();
  },
};

/**
 * Two triggers side by side: once one tooltip has been shown, the pointer can move to the other and its tooltip opens
 * at once, also within `timing.tooltipSkipDelay` (300 ms) of the first closing. After that, the full delay applies.
 */
export const SkipDelayBetweenTriggers: Story = {
  decorators: [withManualClock],
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', paddingTop: 48 }}>
      <TooltipTrigger {...args}>
        <IconButton label="Call us" variant="outline">
          <PhoneIcon />
        </IconButton>
        <Tooltip>Call us Mon-Fri 9AM-6PM AEST</Tooltip>
      </TooltipTrigger>
      <TooltipTrigger {...args}>
        <IconButton label="Email us" variant="outline">
          <MailIcon />
        </IconButton>
        <Tooltip>Replies within one business day</Tooltip>
      </TooltipTrigger>
      <p>Point here first</p>
    </div>
  ),
  play: async ({ canvas }) => {
    await startCold(canvas);
    const call = canvas.getByRole('button', { name: 'Call us' });
    const email = canvas.getByRole('button', { name: 'Email us' });
    const away = canvas.getByText('Point here first');

    // Cold: the first tooltip waits the full delay.
    await userEvent.hover(call);
    clock.advance(timing.tooltipDelay);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Call us Mon-Fri 9AM-6PM AEST');

    // Straight across to the next trigger: it opens at once and the first closes.
    await userEvent.hover(email);
    await waitFor(() => expect(tooltip()).toHaveTextContent('Replies within one business day'));
    await expect(body.getAllByRole('tooltip')).toHaveLength(1);

    // Away, then back within the skip delay: at once.
    await userEvent.hover(away);
    await waitFor(() => expect(tooltip()).toBeNull());
    clock.advance(timing.tooltipSkipDelay - 1);
    await userEvent.hover(call);
    await waitFor(() => expect(tooltip()).toHaveTextContent('Call us Mon-Fri 9AM-6PM AEST'));

    // Away for the whole skip delay: cold again, the full delay applies.
    await userEvent.hover(away);
    await waitFor(() => expect(tooltip()).toBeNull());
    clock.advance(timing.tooltipSkipDelay);
    await userEvent.hover(email);
    clock.advance(timing.tooltipDelay - 1);
    await settle();
    await expect(tooltip()).toBeNull();
    clock.advance(1);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Replies within one business day');
  },
};

export const Open: Story = {
  render: () => <OpenTooltip placement="top" />,
  play: async ({ canvas }) => {
    const shown = canvas.getByRole('tooltip');
    const button = canvas.getByRole('button', { name: 'Call us' });
    await expect(shown).toHaveTextContent('Call us Mon-Fri 9AM-6PM AEST');
    await expect(shown.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);
  },
};

export const OpenBelow: Story = {
  render: () => <OpenTooltip placement="bottom" />,
  play: async ({ canvas }) => {
    const shown = canvas.getByRole('tooltip');
    const button = canvas.getByRole('button', { name: 'Call us' });
    await expect(shown.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom);
  },
};
