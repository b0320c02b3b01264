import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 160 }}>
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="/services">Services</a>
      </nav>
      <main id={args.targetId ?? 'main-content'} style={{ marginTop: 24 }}>
        <h1>Websites that win Melbourne clients</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveAttribute('href', '#main-content');
    // Hidden (1 px clip) until focused.
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next Tab continues from the main content, not the header.
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const CustomTarget: Story = {
  args: { targetId: 'content', children: 'Skip to content' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveAttribute('href', '#content');
    link.focus();
    await userEvent.click(link);
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    link.focus();
    await expect(link).toBeVisible();
    // Read once styles have settled: with reduced motion the change still runs as a (very short) transition.
    await waitFor(() => expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44));
  },
};
