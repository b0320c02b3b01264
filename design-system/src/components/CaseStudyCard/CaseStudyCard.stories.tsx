import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CaseStudyCard } from './CaseStudyCard.tsx';

const meta = {
  title: 'Marketing blocks/CaseStudyCard',
  component: CaseStudyCard,
  args: {
    client: 'Richmond Plumbing Co.',
    industry: 'Plumbing',
    location: 'Richmond, VIC',
    keyword: 'emergency plumber melbourne',
    before: 47,
    after: 3,
    days: 90,
    result: '+312% phone enquiries',
    strategy: 'Local SEO, Google Business Profile optimisation and suburb landing pages.',
    link: { label: 'Get Similar Results', href: '/contact' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Richmond Plumbing Co.');
    await expect(canvas.getByText('Plumbing · Richmond, VIC')).toBeVisible();
    const facts = canvasElement.querySelector('dl') as HTMLElement;
    const terms = within(facts)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(facts)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    await expect(terms).toEqual(['Keyword', 'Before', 'After', 'Days']);
    await expect(definitions).toEqual(['“emergency plumber melbourne”', '#47', '#3', '90']);
    await expect(canvas.getByText('+312% phone enquiries')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Get Similar Results (Richmond Plumbing Co.)' });
    await expect(link).toHaveAttribute('href', '/contact');
  },
};

export const Dental: Story = {
  args: {
    client: 'Bayside Family Dental',
    industry: 'Dental',
    location: 'Brighton, VIC',
    keyword: 'dentist brighton',
    before: 28,
    after: 1,
    days: 120,
    result: '+185% new patient bookings',
    strategy: 'Technical SEO fixes, treatment pages and review generation.',
  },
};
