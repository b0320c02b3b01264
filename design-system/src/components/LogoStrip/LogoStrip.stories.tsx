import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import heroImage from '../Image/fixtures/hero-dashboard.png';
import { LogoStrip } from './LogoStrip.tsx';

const meta = {
  title: 'Marketing blocks/LogoStrip',
  component: LogoStrip,
  parameters: { screenshot: { phone: true } },
  args: {
    label: 'Trusted by leading brands',
    items: [{ name: 'Bayside Dental' }, { name: 'Richmond Plumbing' }, { name: 'Collins Legal' }],
  },
} satisfies Meta<typeof LogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextNames: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Trusted by leading brands' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bayside Dental', 'Richmond Plumbing', 'Collins Legal']);
  },
};

export const WithLogos: Story = {
  args: {
    label: 'Our partners',
    items: [
      { name: 'Google Partner', logo: { src: heroImage, width: 64, height: 40 } },
      { name: 'Shopify Experts' },
      { name: 'Meta Business Partner', logo: { src: heroImage, width: 64, height: 40 } },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Google Partner' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Meta Business Partner' })).toBeVisible();
    await expect(canvas.getByText('Shopify Experts')).toBeVisible();
  },
};
