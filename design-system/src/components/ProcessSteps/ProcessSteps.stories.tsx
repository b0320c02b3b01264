import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessSteps } from './ProcessSteps.tsx';

const meta = {
  title: 'Marketing blocks/ProcessSteps',
  component: ProcessSteps,
  parameters: { screenshot: { phone: true } },
  args: {
    steps: [
      { title: 'Discovery Call', duration: '15 minutes', description: 'We learn your business, goals and customers.' },
      { title: 'Design & Strategy', duration: 'Same day', description: 'A custom design and a plan to win leads.' },
      { title: 'Development', duration: 'Next day', description: 'Built mobile-first, fast and search-ready.' },
      {
        title: 'Launch',
        duration: '48 hours',
        description: 'Go live with training, analytics and 30-day support.',
      },
    ],
  },
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FortyEightHourProcess: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Discovery Call',
    );
    await expect(items[0]).toHaveTextContent('15 minutes');
    await expect(within(items[3] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Launch');
  },
};

export const WithoutDurations: Story = {
  args: {
    steps: [
      { title: 'Audit', description: 'A full technical and content audit of your site.' },
      { title: 'Strategy Development', description: 'Keywords and priorities chosen for revenue.' },
      { title: 'Implementation', description: 'Technical fixes, content and link building.' },
      { title: 'Monitor & Optimize', description: 'Monthly reporting and continuous improvement.' },
    ],
  },
};
