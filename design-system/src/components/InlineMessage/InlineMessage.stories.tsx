import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextLink } from '../TextLink/TextLink.tsx';
import { InlineMessage, inlineMessageVariants } from './InlineMessage.tsx';

const meta = {
  title: 'Feedback/InlineMessage',
  component: InlineMessage,
  args: {
    children: (
      <>
        There was an error sending your message. Please try again or contact us directly at{' '}
        <TextLink href="mailto:hello@tallowood.digital">hello@tallowood.digital</TextLink>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: inlineMessageVariants },
    role: { control: 'inline-radio', options: ['alert', 'status', 'none'] },
  },
} satisfies Meta<typeof InlineMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error sending your message.');
    await expect(canvas.getByRole('link', { name: 'hello@tallowood.digital' })).toBeVisible();
  },
};

export const Success: Story = {
  args: { variant: 'success', children: 'Thanks! Your message is confirmed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thanks! Your message is confirmed.');
  },
};

export const Info: Story = { args: { variant: 'info', children: 'Response typically within 15 minutes.' } };

export const Warning: Story = { args: { variant: 'warning', children: 'Next availability is limited.' } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {inlineMessageVariants.map((variant) => (
        <InlineMessage key={variant} {...args} variant={variant} role="none">
          A {variant} message.
        </InlineMessage>
      ))}
    </div>
  ),
};
