import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { vars } from '../../themes/contract.css.ts';
import { TextLink } from './TextLink.tsx';

const meta = {
  title: 'Actions/TextLink',
  component: TextLink,
  args: { href: '/privacy', children: 'Privacy Policy' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const inSentence: Story['render'] = (args) => (
  <p>
    We handle your details as our <TextLink {...args} /> describes.
  </p>
);

export const Default: Story = {
  render: inSentence,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** Another site: a full address opens in a new tab by itself, and screen readers are told before they follow it. */
export const External: Story = {
  args: { href: 'https://example.com/directory', children: 'Find a plumber directory' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Find a plumber directory (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A label of its own (an icon link's) replaces the text, so the note joins the label. */
export const ExternalWithLabel: Story = {
  args: { href: 'https://wa.me/61491570156', children: 'WhatsApp', 'aria-label': 'Message us on WhatsApp' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Message us on WhatsApp (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** The pointer rests on it: RAC sets `data-hovered` and the underline thickens. */
export const Hovered: Story = {
  render: inSentence,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy Policy' });
    await expect(getComputedStyle(link).textDecorationThickness).toBe('1px');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
    await waitFor(() => expect(getComputedStyle(link).textDecorationThickness).toBe('2px'));
  },
};

/** Keyboard focus shows the kit's focus ring around the link text. */
export const KeyboardFocus: Story = {
  render: inSentence,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy Policy' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

/** `inherit` on a dark panel: the link takes the panel's text colour and stays underlined. */
export const OnDarkPanel: Story = {
  args: { inherit: true },
  render: (args) => (
    <p style={{ background: vars.color.surfaceInverse, color: vars.color.textInverse, padding: 16 }}>
      Questions first? Read our <TextLink {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy Policy' });
    const panel = link.parentElement as HTMLElement;
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(panel).color);
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};
