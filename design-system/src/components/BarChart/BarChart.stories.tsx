import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './BarChart.tsx';

const traffic = [
  { label: 'Jan', value: 1200 },
  { label: 'Feb', value: 2100 },
  { label: 'Mar', value: 3400 },
  { label: 'Apr', value: 5200 },
  { label: 'May', value: 6800 },
  { label: 'Jun', value: 8500 },
];

const meta = {
  title: 'Marketing blocks/BarChart',
  component: BarChart,
  parameters: { screenshot: { phone: true } },
  args: {
    title: 'Organic traffic, January to June (+608%)',
    data: traffic,
    labelHeader: 'Month',
    valueHeader: 'Visits',
    formatValue: (value) => `${value.toLocaleString('en-AU')} visits`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Traffic: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Organic traffic, January to June (+608%)' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
    ]);
    await expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      '1,200 visits',
      '2,100 visits',
      '3,400 visits',
      '5,200 visits',
      '6,800 visits',
      '8,500 visits',
    ]);
    // The drawn bars are hidden from assistive technology and scale with the values.
    const chart = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    const bars = [...chart.querySelectorAll('span')].filter((span) => span.textContent === '');
    const heights = bars.map((bar) => bar.getBoundingClientRect().height);
    await expect(heights).toHaveLength(6);
    await expect(heights[5]).toBeGreaterThan(heights[0] as number);
    await expect((heights[0] as number) / (heights[5] as number)).toBeCloseTo(1200 / 8500, 2);
  },
};

export const ShowDataTable: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    // Off screen but present: a 1 px clipped box.
    const box = table.parentElement as HTMLElement;
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(box.getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(canvas.getByRole('cell', { name: '8,500 visits' })).toBeVisible();
    // Only the figures take tabular digits; the row labels keep the font's own spacing.
    await expect(getComputedStyle(canvas.getByRole('cell', { name: '8,500 visits' })).fontVariantNumeric).toBe(
      'tabular-nums',
    );
    await expect(getComputedStyle(canvas.getByRole('rowheader', { name: 'Jun' })).fontVariantNumeric).toBe('normal');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide data table' }));
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
  },
};

export const WithoutToggle: Story = {
  args: {
    tableToggle: false,
    title: 'Average ranking position',
    data: [
      { label: 'Before', value: 47 },
      { label: 'After', value: 3 },
    ],
    labelHeader: 'Period',
    valueHeader: 'Position',
    formatValue: (value) => `#${value}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('cell', { name: '#47' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: '#3' })).toBeInTheDocument();
  },
};
