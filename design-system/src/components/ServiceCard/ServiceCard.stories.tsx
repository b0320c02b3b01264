import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { ServiceCard } from './ServiceCard.tsx';

const navigate = fn();

const meta = {
  title: 'Marketing blocks/ServiceCard',
  component: ServiceCard,
  args: {
    title: 'SEO Services',
    description: 'Technical SEO, link building and local Melbourne SEO that put you on page one.',
    link: { label: 'Learn more', href: '/services/seo-services' },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxWidth: 360 }}>{Story()}</div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    const link = canvas.getByRole('link', { name: 'SEO Services' });
    await expect(link).toHaveAttribute('href', '/services/seo-services');
    await expect(link.closest('h3')).not.toBeNull();
    // The stretched link covers the card: a click on the description text follows it too.
    const description = canvas.getByText(/Technical SEO/);
    const box = description.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 5, box.top + box.height / 2);
    await expect(hit).toBe(link);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/services/seo-services', undefined);
    await expect(canvasElement.querySelector('button, a a, a button')).toBeNull();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'SEO Services' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/services/seo-services', undefined);
  },
};

export const WithIcon: Story = {
  args: {
    title: 'Shopify Development',
    description: 'Stores that load fast, look premium and turn browsers into buyers.',
    link: { label: 'Explore Shopify', href: '/services/shopify-development' },
    icon: (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M5 8h14l-1.5 12h-11zM9 8V6a3 3 0 016 0v2" strokeLinejoin="round" />
      </svg>
    ),
  },
};

export const WithBadge: Story = {
  args: {
    title: 'AI Chatbot (Haptik)',
    description: 'Answers enquiries around the clock and hands over to your team when it matters.',
    link: { label: 'Explore the chatbot', href: '/haptik-chatbot' },
    badge: 'Most Popular',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent('AI Chatbot (Haptik)Most Popular');
    // The badge labels the card; the link's name stays the service.
    await expect(canvas.getByRole('link')).toHaveAccessibleName('AI Chatbot (Haptik)');
  },
};
