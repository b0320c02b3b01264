import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { FilterLinks, type FilterLinksProps } from './FilterLinks.tsx';

const categories = [
  { id: 'all', label: 'All', count: 7, href: '/portfolio' },
  { id: 'ecommerce', label: 'E-commerce', count: 2, href: '/portfolio?category=ecommerce' },
  { id: 'healthcare', label: 'Healthcare', count: 1, href: '/portfolio?category=healthcare' },
  { id: 'legal', label: 'Legal', count: 1, href: '/portfolio?category=legal' },
];

const navigate = fn();

/** Routes the links in place, as the site's router does, so the story stays on its page. */
function Routed(args: FilterLinksProps) {
  const [currentId, setCurrentId] = useState(args.currentId);
  return (
    <RouterProvider
      navigate={(href, options) => {
        navigate(href, options);
        setCurrentId(args.items.find((item) => item.href === href)?.id ?? 'all');
      }}
    >
      <FilterLinks {...args} currentId={currentId} />
    </RouterProvider>
  );
}

const meta = {
  title: 'Navigation/FilterLinks',
  component: FilterLinks,
  render: (args) => <Routed {...args} />,
  args: { items: categories, currentId: 'all', 'aria-label': 'Filter projects by category' },
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof FilterLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('navigation', { name: 'Filter projects by category' });
    await expect(row).toBeVisible();
    const all = canvas.getByRole('link', { name: 'All 7' });
    const healthcare = canvas.getByRole('link', { name: 'Healthcare 1' });
    await expect(all).toHaveAttribute('aria-current', 'true');
    await expect(healthcare).toHaveAttribute('href', '/portfolio?category=healthcare');

    await userEvent.click(healthcare);
    await expect(navigate).toHaveBeenLastCalledWith('/portfolio?category=healthcare', undefined);
    await expect(healthcare).toHaveAttribute('aria-current', 'true');
    await expect(all).not.toHaveAttribute('aria-current');

    // Keyboard: Tab reaches the next filter, Enter follows it.
    await userEvent.tab();
    const legal = canvas.getByRole('link', { name: 'Legal 1' });
    await expect(legal).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(legal).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  },
};

export const Filtered: Story = {
  args: { currentId: 'ecommerce' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'E-commerce 2' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'All 7' })).not.toHaveAttribute('aria-current');
  },
};
