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
  { key: 'rank', label: 'Rank', numeric: true },
  { key: 'keyword', label: 'Keyword', isRowHeader: true },
  { key: 'searches', label: 'Monthly searches', numeric: true },
  { key: 'growth', label: 'Growth', numeric: true },
  { key: 'competition', label: 'Competition' },
];

interface Comparison {
  id: number;
  feature: string;
  ours: string;
  builder: string;
  agency: string;
}

/** Long sentences in every column, like the pricing page's comparison. */
const comparison: Comparison[] = [
  {
    id: 1,
    feature: 'Time to launch',
    ours: '48 hours to a finished site for a standard build, 5-10 business days for larger builds',
    builder: 'As long as your evenings and weekends allow',
    agency: 'Often 6 to 12 weeks',
  },
  {
    id: 2,
    feature: 'Who builds it',
    ours: 'A Melbourne design and development team',
    builder: 'You, starting from a generic theme',
    agency: 'An account team, sometimes with outsourced developers',
  },
  {
    id: 3,
    feature: 'Revisions',
    ours: 'Unlimited for 30 days after launch',
    builder: 'Whatever you have time to change',
    agency: 'Usually two or three rounds, then billed by the hour',
  },
];

const comparisonColumns: DataTableColumn<Comparison>[] = [
  { key: 'feature', label: 'What you get' },
  { key: 'ours', label: 'Tallowood Digital' },
  { key: 'builder', label: 'Template site builder' },
  { key: 'agency', label: 'Typical agency' },
];

/** The opacity of the region's edge shadow on one side, 0 when it is hidden. */
function edgeShadow(region: HTMLElement, side: 'start' | 'end'): number {
  return Number(getComputedStyle(region, side === 'start' ? '::before' : '::after').opacity);
}

/** Lets the scroll-driven edge shadows catch up with a scroll. */
const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

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

/**
 * On a phone each row stacks: its keyword heads a block, and each figure is led by its column's heading. Nothing
 * scrolls sideways, and the cells are still a table's cells with their headers.
 */
export const NarrowStacks: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Live keyword rankings' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const table = within(region).getByRole('table', { name: 'Live keyword rankings' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(columns.length);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    const keyword = within(firstRow).getByRole('rowheader');
    const cells = within(firstRow).getAllByRole('cell');
    // The keyword heads the block, then one line per cell, each led by its heading.
    for (const cell of cells) {
      await expect(cell.getBoundingClientRect().top).toBeGreaterThan(keyword.getBoundingClientRect().top);
    }
    await expect(cells.map((cell) => cell.dataset.label)).toEqual([
      'Rank',
      'Monthly searches',
      'Growth',
      'Competition',
    ]);
    await expect(getComputedStyle(cells[0] as HTMLElement, '::before').display).not.toBe('none');
    await expect(edgeShadow(region, 'end')).toBe(0);
  },
};

/**
 * A table told to keep its columns on a phone: the named region scrolls sideways, by keyboard too, and a shadow at
 * the edge shows there is more that way until the end is reached.
 */
export const NarrowScrolls: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { stackWhenNarrow: false },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Live keyword rankings' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(within(region).getByRole('cell', { name: '2,400' })).not.toHaveAttribute('data-label');
    await nextFrames();
    await expect(edgeShadow(region, 'start')).toBe(0);
    await expect(edgeShadow(region, 'end')).toBeGreaterThan(0);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // The region itself is the scroll container (the page does not scroll sideways).
    region.scrollTo({ left: region.scrollWidth, behavior: 'instant' });
    await expect(region.scrollLeft).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await nextFrames();
    await expect(edgeShadow(region, 'start')).toBeGreaterThan(0);
    await expect(edgeShadow(region, 'end')).toBe(0);
  },
};

/** Sentences in every column wrap to fit a desktop column: every column is in view, with no shadow at either edge. */
export const WideFits: Story = {
  parameters: { screenshot: { phone: true } },
  render: () => (
    <DataTable<Comparison> caption="How a Tallowood website compares" columns={comparisonColumns} rows={comparison} />
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'How a Tallowood website compares' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(canvas.getByRole('columnheader', { name: 'Typical agency' })).toBeVisible();
    const last = canvas.getByRole('cell', { name: 'Usually two or three rounds, then billed by the hour' });
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    await nextFrames();
    await expect(edgeShadow(region, 'start')).toBe(0);
    await expect(edgeShadow(region, 'end')).toBe(0);
  },
};

/** Figures take same-width digits so they line up; words keep the font's own spacing. */
export const TabularFiguresOnly: Story = {
  // At desktop width, where figures align to the end (stacked, every line starts at its heading).
  parameters: { screenshot: { phone: false } },
  play: async ({ canvas }) => {
    const figures = canvas.getByRole('cell', { name: '2,400' });
    const words = canvas.getAllByRole('cell', { name: 'Very High' })[0] as HTMLElement;
    await expect(getComputedStyle(figures).fontVariantNumeric).toBe('tabular-nums');
    await expect(getComputedStyle(figures).textAlign).toBe('end');
    await expect(getComputedStyle(words).fontVariantNumeric).toBe('normal');
    await expect(
      getComputedStyle(canvas.getByRole('rowheader', { name: 'web design melbourne' })).fontVariantNumeric,
    ).toBe('normal');
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true, caption: 'Monthly KPIs' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Monthly KPIs' })).toBeVisible();
    await expect(canvas.queryByText('Monthly KPIs')).not.toBeVisible();
  },
};
