import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { buttonVariants } from '../Button/Button.tsx';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  args: { href: '/book-consultation', children: 'Book Strategy Session' },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Book Strategy Session' });
    await expect(link).toHaveAttribute('href', '/book-consultation');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <LinkButton key={variant} {...args} variant={variant}>
          {variant}
        </LinkButton>
      ))}
    </div>
  ),
};

export const Large: Story = { args: { size: 'lg', variant: 'gradient' } };
