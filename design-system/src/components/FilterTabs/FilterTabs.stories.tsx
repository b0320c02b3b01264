import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FilterTabs } from './FilterTabs.tsx';

const categories = [
  { id: 'all', label: 'All', count: 8 },
  { id: 'web-design', label: 'Web Design', count: 3 },
  { id: 'seo', label: 'SEO', count: 3 },
  { id: 'marketing', label: 'Marketing', count: 2 },
];

const meta = {
  title: 'Navigation/FilterTabs',
  component: FilterTabs,
  args: { items: categories, 'aria-label': 'Filter articles by category', onSelectionChange: fn() },
  parameters: { screenshot: { phone: true } },
} satisfies Meta<typeof FilterTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Filter articles by category' });
    await expect(group).toBeVisible();
    const all = canvas.getByRole('radio', { name: 'All 8' });
    const seo = canvas.getByRole('radio', { name: 'SEO 3' });
    await expect(all).toBeChecked();

    await userEvent.click(seo);
    await expect(seo).toBeChecked();
    await expect(all).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('seo');
    // Clicking the chosen filter again keeps it: one is always on.
    await userEvent.click(seo);
    await expect(seo).toBeChecked();

    // Keyboard: arrows move focus, Space chooses.
    await userEvent.keyboard('{ArrowRight}');
    const marketing = canvas.getByRole('radio', { name: 'Marketing 2' });
    await expect(marketing).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(marketing).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('marketing');
    await expect(
      canvas.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(1);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Web Design 3' })).toBeChecked();
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'web-design' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Web Design 3' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'All 8' })).not.toBeChecked();
  },
};

export const WithoutCounts: Story = {
  args: {
    items: [
      { id: 'all', label: 'All projects' },
      { id: 'trades', label: 'Trades' },
      { id: 'health', label: 'Health' },
    ],
  },
};

function ControlledFilter() {
  const [category, setCategory] = useState<string>('seo');
  const shown = categories.find((item) => item.id === category);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <FilterTabs
        aria-label="Filter articles by category"
        items={categories}
        selectedKey={category}
        onSelectionChange={(key) => setCategory(String(key))}
      />
      <p>Showing {shown?.count} articles</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledFilter />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'SEO 3' })).toBeChecked();
    await expect(canvas.getByText('Showing 3 articles')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'All 8' }));
    await expect(canvas.getByText('Showing 8 articles')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'SEO 3' })).not.toBeChecked();
  },
};
