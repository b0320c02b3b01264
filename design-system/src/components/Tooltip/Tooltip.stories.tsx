import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { timing } from '../../constants.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

const PhoneIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </svg>
);

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

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
  args: { children: null },
  render: (args) => (
    <TooltipTrigger {...args}>
      <IconButton label="Call us" variant="outline">
        <PhoneIcon />
      </IconButton>
      <Tooltip>Call us Mon-Fri 9AM-6PM AEST</Tooltip>
    </TooltipTrigger>
  ),
} satisfies Meta<typeof TooltipTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const button = canvas.getByRole('button', { name: 'Call us' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Focus opens it without the hover delay.
    const tooltip = await body.findByRole('tooltip', {}, { timeout: 200 });
    await expect(tooltip).toHaveTextContent('Call us Mon-Fri 9AM-6PM AEST');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const OpensAfterHoverDelay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(document.body);
    // Let any tooltip from a previous story cool down, so this hover starts cold.
    await sleep(timing.tooltipCloseDelay + 200);
    const button = canvas.getByRole('button', { name: 'Call us' });
    // A pointer user: RAC shows hover tooltips only while the last interaction was a pointer.
    await userEvent.click(canvasElement);
    const start = performance.now();
    await userEvent.hover(button);
    await sleep(timing.tooltipDelay - 200);
    await expect(body.queryByRole('tooltip')).toBeNull();
    const tooltip = await body.findByRole('tooltip', {}, { timeout: 1500 });
    await expect(performance.now() - start).toBeGreaterThanOrEqual(timing.tooltipDelay);
    await expect(tooltip).toHaveTextContent('Call us Mon-Fri 9AM-6PM AEST');
    await userEvent.unhover(button);
    // It lingers for the close delay, then goes.
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull(), { timeout: 1500 });
  },
};

export const Open: Story = {
  render: () => <OpenTooltip placement="top" />,
  play: async ({ canvas }) => {
    const tooltip = canvas.getByRole('tooltip');
    const button = canvas.getByRole('button', { name: 'Call us' });
    await expect(tooltip).toHaveTextContent('Call us Mon-Fri 9AM-6PM AEST');
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);
  },
};

export const OpenBelow: Story = {
  render: () => <OpenTooltip placement="bottom" />,
  play: async ({ canvas }) => {
    const tooltip = canvas.getByRole('tooltip');
    const button = canvas.getByRole('button', { name: 'Call us' });
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom);
  },
};
