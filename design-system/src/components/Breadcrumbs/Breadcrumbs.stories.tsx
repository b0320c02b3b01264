import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'home', label: 'Home', href: '/' },
      { id: 'trends', label: 'Digital Trends', href: '/digital-trends' },
      { id: 'article', label: 'Why your website is not showing up on Google' },
    ],
  },
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Digital Trends' })).toHaveAttribute('href', '/digital-trends');
    // The current page is marked and is not a link anywhere.
    const current = canvas.getByText('Why your website is not showing up on Google');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).not.toHaveAttribute('href');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(current).not.toHaveFocus();
  },
};

export const TwoLevels: Story = {
  args: {
    label: 'You are here',
    items: [
      { id: 'home', label: 'Home', href: '/' },
      { id: 'contact', label: 'Contact' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'You are here' })).toBeVisible();
    await expect(canvas.getByText('Contact')).toHaveAttribute('aria-current', 'page');
  },
};
