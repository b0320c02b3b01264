import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureCard } from './FeatureCard.tsx';

function BoltIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M13 2L4 14h7l-1 8 9-12h-7z" strokeLinejoin="round" />
    </svg>
  );
}

const meta = {
  title: 'Marketing blocks/FeatureCard',
  component: FeatureCard,
  args: {
    title: 'Sub-2-Second Load Times',
    body: 'Every site is built mobile-first and tuned for speed, so visitors stay and Google ranks you higher.',
    icon: <BoltIcon />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcon: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Sub-2-Second Load Times');
    // The icon is decoration: nothing of it reaches assistive technology.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const WithoutIcon: Story = {
  args: {
    icon: undefined,
    title: 'Online Booking',
    body: 'Patients book appointments from their phone, day or night.',
  },
};

export const HeadingLevel4: Story = {
  args: { headingLevel: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveTextContent('Sub-2-Second Load Times');
  },
};
