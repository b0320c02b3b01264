import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { timing } from '../../constants.ts';
import { vars } from '../../themes/contract.css.ts';
import { ClockProvider, createManualClock, type ManualClock } from '../../utils/clock.tsx';
import { SocialProofToast } from './SocialProofToast.tsx';

const clock = createManualClock();

const messages = [
  { text: 'A plumber in Richmond just booked a strategy call', detail: '2 minutes ago' },
  { text: 'A dental clinic in Carlton launched their new website', detail: '1 hour ago' },
  { text: 'A restaurant in Fitzroy requested a free audit', detail: 'Today' },
  { text: 'A real estate agent in Brighton started an SEO plan', detail: 'Yesterday' },
] as const;

/** Moves the clock once the toast has started its timers (a parent's effect runs after its children's). */
function AdvancedClock({ clock, by, children }: { clock: ManualClock; by: number; children: ReactNode }) {
  useEffect(() => clock.advance(by), [clock, by]);
  return <ClockProvider clock={clock}>{children}</ClockProvider>;
}

/** Holds the fixed toast inside a frame so a capture of the story shows it (on desktop it rides above the floating actions' place). */
const frame: Decorator = (Story) => (
  <div
    style={{ position: 'relative', height: 280, transform: 'translateZ(0)', border: `1px solid ${vars.color.border}` }}
  >
    <Story />
  </div>
);

const status = () => document.querySelector('[role="status"]') as HTMLElement;
const shows = (text: string) => expect(status()).toHaveTextContent(text);
const isEmpty = () => expect(status()).toBeEmptyDOMElement();

const meta = {
  title: 'Conversion widgets/SocialProofToast',
  component: SocialProofToast,
  decorators: [
    (Story) => (
      <ClockProvider clock={clock}>
        <Story />
      </ClockProvider>
    ),
  ],
  // Stories pin motion and width so they behave the same whatever the machine's settings.
  args: { messages, reducedMotion: false, isMobile: false },
} satisfies Meta<typeof SocialProofToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  decorators: [
    frame,
    (Story) => (
      <AdvancedClock clock={clock} by={timing.socialProofFirst}>
        <Story />
      </AdvancedClock>
    ),
  ],
  parameters: { screenshot: { phone: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages[0].text);
    await waitFor(() => expect(canvas.getByText('2 minutes ago')).toBeVisible());
  },
};

export const DesktopRotation: Story = {
  play: async () => {
    const { socialProofFirst: first, socialProofInterval: every, socialProofVisible: visible } = timing;
    await expect(status()).toBeInTheDocument();
    clock.advance(first - 1);
    await isEmpty();
    clock.advance(1);
    await waitFor(() => shows(messages[0].text));
    clock.advance(visible - 1);
    await shows(messages[0].text);
    clock.advance(1);
    await waitFor(isEmpty);
    clock.advance(every - visible - 1);
    await isEmpty();
    clock.advance(1);
    await waitFor(() => shows(messages[1].text));
    clock.advance(every);
    await waitFor(() => shows(messages[2].text));
    clock.advance(every);
    await waitFor(() => shows(messages[3].text));
    // After the last message the rotation starts again.
    clock.advance(every);
    await waitFor(() => shows(messages[0].text));
  },
};

export const MobileInterval: Story = {
  args: { isMobile: true },
  play: async () => {
    const { socialProofFirst: first, socialProofIntervalMobile: every, socialProofVisible: visible } = timing;
    clock.advance(first);
    await waitFor(() => shows(messages[0].text));
    clock.advance(visible);
    await waitFor(isEmpty);
    clock.advance(timing.socialProofInterval - visible);
    await isEmpty();
    clock.advance(every - timing.socialProofInterval - 1);
    await isEmpty();
    clock.advance(1);
    await waitFor(() => shows(messages[1].text));
  },
};

export const ReducedMotionShowsNone: Story = {
  args: { reducedMotion: true },
  play: async () => {
    clock.advance(timing.socialProofFirst);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await isEmpty();
    clock.advance(timing.socialProofInterval * 8);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await isEmpty();
  },
};

export const ClosingStopsRotation: Story = {
  play: async ({ canvas }) => {
    clock.advance(timing.socialProofFirst);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
    await waitFor(isEmpty);
    clock.advance(timing.socialProofInterval * 4);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await isEmpty();
  },
};
