import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion } from './Accordion.tsx';

const meta = {
  title: 'Marketing blocks/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'how-fast',
        title: 'How can you build a website in 48 hours?',
        content:
          'We use a proven process and a library of tested components: a 15-minute discovery call, design the same day, development the next day, then launch.',
      },
      {
        id: 'cost',
        title: 'How much does a website cost?',
        content: 'Packages start at $1,200. Most clients invest $1,800-$2,500, paid 50% to start and 50% on approval.',
      },
      {
        id: 'late',
        title: 'What happens if you are late?',
        content: 'If we miss the 48-hour deadline you get your money back.',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (text: string) => ({ name: text });

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.queryByText(/proven process/)).not.toBeVisible();
  },
};

export const OneOpenAtATime: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', question('How can you build a website in 48 hours?'));
    const second = canvas.getByRole('button', question('How much does a website cost?'));
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/proven process/)).toBeVisible();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/Most clients invest/)).toBeVisible();
    await expect(canvas.queryByText(/proven process/)).not.toBeVisible();
    // The open item collapses when pressed again, leaving none open.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Most clients invest/)).not.toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', question('How can you build a website in 48 hours?'));
    const second = canvas.getByRole('button', question('How much does a website cost?'));
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DefaultExpanded: Story = {
  args: { defaultExpandedKeys: ['cost'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', question('How much does a website cost?'))).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/Most clients invest/)).toBeVisible();
  },
};

export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  },
};
