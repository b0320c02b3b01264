import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeading, sectionHeadingAligns } from './SectionHeading.tsx';

const meta = {
  title: 'Marketing blocks/SectionHeading',
  component: SectionHeading,
  argTypes: { align: { control: 'inline-radio', options: sectionHeadingAligns } },
  // The title's type is fluid: phones get their own references.
  parameters: { screenshot: { phone: true } },
  args: {
    eyebrow: 'Our process',
    title: 'From Idea to Launch in 48 Hours',
    subtitle: 'A 15-minute discovery call today, a finished website the day after tomorrow.',
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('From Idea to Launch in 48 Hours');
  },
};

export const Center: Story = { args: { align: 'center' } };

export const TitleOnly: Story = { args: { eyebrow: undefined, subtitle: undefined } };

export const Level3: Story = {
  args: { level: 3, title: 'Technical Questions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Technical Questions' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};
