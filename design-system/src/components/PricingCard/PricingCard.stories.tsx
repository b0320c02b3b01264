import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PricingCard } from './PricingCard.tsx';

const meta = {
  title: 'Marketing blocks/PricingCard',
  component: PricingCard,
  args: {
    name: 'Growth',
    description: 'For businesses ready to turn their website into a lead machine.',
    price: '$1,800-$2,200',
    priceNote: 'AUD, one-time · 50% to start, 50% on approval',
    features: [
      'Up to 8 custom pages',
      'Live in 48 hours',
      'Local SEO setup',
      'Lead capture forms and analytics',
      'Hosting included for the first year',
    ],
    cta: { label: 'Get Started', href: '/contact?utm_source=pricing&utm_medium=growth_package' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360, paddingBlockStart: 16 }}>{Story()}</div>],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popular: Story = {
  args: { popular: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Growth' })).toBeVisible();
    await expect(canvas.getByText('$1,800-$2,200')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    const cta = canvas.getByRole('link', { name: 'Get Started (Growth)' });
    await expect(cta).toHaveAttribute('href', '/contact?utm_source=pricing&utm_medium=growth_package');
  },
};

export const Standard: Story = {
  args: {
    name: 'Launch',
    description: 'A sharp 3-page site to get your business online fast.',
    price: '$1,200-$1,500',
    features: ['3-page website', 'Mobile-first design', 'Live in 48 hours', 'Contact form'],
    cta: { label: 'Get Started', href: '/contact?utm_source=pricing&utm_medium=launch_package' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Most Popular')).toBeNull();
    // A price range keeps the font's own spacing: tabular figures would widen its hyphen ("$1,200 - $1,500").
    await expect(getComputedStyle(canvas.getByText('$1,200-$1,500')).fontVariantNumeric).toBe('normal');
  },
};

export const Custom: Story = {
  args: {
    name: 'Enterprise',
    description: 'Multi-location brands, integrations and custom functionality.',
    price: 'Custom',
    priceNote: 'Quoted after a strategy call',
    features: ['Unlimited pages', 'CRM and booking integrations', 'Dedicated project manager'],
    cta: { label: 'Talk to Us', href: '/contact?utm_source=pricing&utm_medium=enterprise_package' },
  },
};

/** An SEO package flagged for the booking calendar: a button that reveals it instead of a link. */
export const WithOnPress: Story = {
  args: {
    name: 'Visibility Starter',
    description: 'Get found locally, fast.',
    price: '$600-$800',
    priceNote: 'AUD per month',
    features: ['Google Business Profile optimisation', 'Up to 25 directory submissions', 'Monthly report'],
    cta: { label: 'Book Free Strategy Call', onPress: fn() },
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Book Free Strategy Call (Visibility Starter)' });
    await userEvent.click(button);
    await expect(args.cta.onPress).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
