import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button.tsx';
import { LinkButton } from './LinkButton.tsx';

const navigate = fn();

const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  args: { href: '/book-consultation', children: 'Book Strategy Session' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
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

/** Followed through the router, by click or by Enter. */
export const Navigates: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Book Strategy Session' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/book-consultation', undefined);
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

/** Keyboard focus shows the kit's focus ring, as on `Button`. */
export const KeyboardFocus: Story = {
  args: { variant: 'outline' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Book Strategy Session' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

/** Disabled: announced as such (`aria-disabled`), dimmed, skipped by Tab, and it goes nowhere. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Book Strategy Session' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).toHaveAttribute('data-disabled', 'true');
    await expect(Number(getComputedStyle(link).opacity)).toBeLessThan(1);
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(navigate).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
  },
};

/**
 * Another site, by its full address, opens in a new tab by itself: `target` and `rel` set, and screen readers are
 * told before they follow it.
 */
export const NewTab: Story = {
  args: { href: 'https://calendly.com/tallowood-digital/30min', children: 'Book Free Strategy Call' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Book Free Strategy Call (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveTextContent(/^Book Free Strategy Call/);
  },
};
