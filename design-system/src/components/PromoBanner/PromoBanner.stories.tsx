import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { PromoBanner } from './PromoBanner.tsx';

const navigate = fn();

const meta = {
  title: 'Navigation/PromoBanner',
  component: PromoBanner,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', screenshot: { phone: true } },
  args: {
    children: 'Launch in 48 hours',
    link: { label: 'Book your free strategy call', href: '/book-consultation' },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Launch in 48 hours')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Book your free strategy call' });
    await expect(link).toHaveAttribute('href', '/book-consultation');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/book-consultation', undefined);
  },
};

export const TextOnly: Story = {
  args: { children: 'Launch in 48 hours — book your free strategy call', link: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Launch in 48 hours — book your free strategy call')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
