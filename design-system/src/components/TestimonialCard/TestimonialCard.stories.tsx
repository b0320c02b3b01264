import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TestimonialCard } from './TestimonialCard.tsx';

const meta = {
  title: 'Marketing blocks/TestimonialCard',
  component: TestimonialCard,
  args: {
    quote:
      'Our new site went live in two days and the phone started ringing the same week. Best money we have spent on the business.',
    author: 'Sarah Mitchell',
    business: 'Bayside Family Dental',
    rating: 5,
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStars: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Rated 5 out of 5')).toBeInTheDocument();
    await expect(canvas.getByText(/went live in two days/).tagName).toBe('BLOCKQUOTE');
    await expect(canvas.getByText('Sarah Mitchell')).toBeVisible();
    await expect(canvas.getByText('Bayside Family Dental')).toBeVisible();
    // Five star shapes, all filled, and none of them exposed.
    const stars = canvasElement.querySelectorAll('svg');
    await expect(stars).toHaveLength(5);
    for (const star of stars) await expect(star.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const FourStars: Story = {
  args: {
    rating: 4,
    quote: 'They fixed our Google listing and we now show up for "plumber Richmond". Calls are up noticeably.',
    author: 'Tom Nguyen',
    business: 'Richmond Plumbing Co.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rated 4 out of 5')).toBeInTheDocument();
    await expect(canvas.queryByText('Rated 5 out of 5')).toBeNull();
  },
};
