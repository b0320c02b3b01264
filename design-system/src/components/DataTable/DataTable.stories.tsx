import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

interface Ranking {
  id: number;
  rank: number;
  keyword: string;
  searches: number;
  growth: string;
  competition: string;
}

const rows: Ranking[] = [
  { id: 1, rank: 2, keyword: 'web design melbourne', searches: 2400, growth: '+156%', competition: 'Very High' },
  { id: 2, rank: 3, keyword: 'small business website', searches: 1900, growth: '+132%', competition: 'Very High' },
  { id: 3, rank: 5, keyword: 'shopify developer melbourne', searches: 880, growth: '+98%', competition: 'Very High' },
  { id: 4, rank: 8, keyword: 'seo agency melbourne', searches: 1300, growth: '+87%', competition: 'High' },
  { id: 5, rank: 15, keyword: 'website in 48 hours', searches: 380, growth: '+64%', competition: 'Medium' },
];

const columns: DataTableColumn<Ranking>[] = [
  { key: 'rank', label: 'Rank', align: 'end' },
  { key: 'keyword', label: 'Keyword', isRowHeader: true },
  { key: 'searches', label: 'Monthly searches', align: 'end' },
  { key: 'growth', label: 'Growth', align: 'end' },
  { key: 'competition', label: 'Competition' },
];

const meta = {
  title: 'Marketing blocks/DataTable',
  component: DataTable<Ranking>,
  parameters: { screenshot: { phone: true } },
  args: {
    caption: 'Live keyword rankings',
    columns,
    rows,
    renderCell: (row, column) =>
      column.key === 'searches' ? row.searches.toLocaleString('en-AU') : String(row[column.key]),
  },
} satisfies Meta<typeof DataTable<Ranking>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeywordRankings: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Live keyword rankings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Rank', 'Keyword', 'Monthly searches', 'Growth', 'Competition']);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getByRole('rowheader')).toHaveTextContent('web design melbourne');
    await expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '2,400', '+156%', 'Very High']);
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    // Nothing in it to act on: the keyboard stops once, at the region that scrolls it, then moves past the table.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Live keyword rankings' })).toHaveFocus();
    await userEvent.tab();
    await expect(table).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** On a phone the table keeps its columns and the named region scrolls sideways, by keyboard too. */
export const NarrowScrolls: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Live keyword rankings' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // The region itself is the scroll container (the page does not scroll sideways).
    region.scrollTo({ left: 200, behavior: 'instant' });
    await expect(region.scrollLeft).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true, caption: 'Monthly KPIs' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Monthly KPIs' })).toBeVisible();
    await expect(canvas.queryByText('Monthly KPIs')).not.toBeVisible();
  },
};
