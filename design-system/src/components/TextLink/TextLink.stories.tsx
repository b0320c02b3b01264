import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextLink } from './TextLink.tsx';

const meta = {
  title: 'Actions/TextLink',
  component: TextLink,
  args: { href: '/privacy', children: 'Privacy Policy' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      We handle your details as our <TextLink {...args} /> describes.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const External: Story = {
  args: { href: 'https://example.com/directory', children: 'Find a plumber directory', external: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Find a plumber directory (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
