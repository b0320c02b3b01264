import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import afterImage from '../Image/fixtures/site-after.png';
import { BeforeAfterCard } from './BeforeAfterCard.tsx';

const meta = {
  title: 'Marketing blocks/BeforeAfterCard',
  component: BeforeAfterCard,
  args: {
    company: 'Bayside Family Dental',
    category: 'Healthcare',
    description: 'A dated, slow brochure site became a fast booking machine for a family dental practice.',
    image: { src: afterImage, alt: 'The redesigned Bayside Family Dental home page', width: 480, height: 270 },
    improvements: [
      'Page load from 6.2s to 1.4s',
      'Online booking on every page',
      'Mobile-first layout',
      '+185% new patient enquiries',
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof BeforeAfterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Bayside Family Dental');
    const image = canvas.getByRole('img', { name: 'The redesigned Bayside Family Dental home page' });
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('loading', 'lazy');
    const list = canvas.getByRole('list', { name: 'Key improvements' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Page load from 6.2s to 1.4s',
      'Online booking on every page',
      'Mobile-first layout',
      '+185% new patient enquiries',
    ]);
    await expect(canvas.getByRole('heading', { level: 4, name: 'Key improvements' })).toBeVisible();
  },
};

export const Legal: Story = {
  args: {
    company: 'Collins Street Legal',
    category: 'Legal',
    description: 'A law firm moved from a template site to a credible, conversion-focused presence.',
    improvementsTitle: 'What changed',
    improvements: ['Practice-area landing pages', 'Consultation request form', 'Trust badges and reviews'],
  },
};
