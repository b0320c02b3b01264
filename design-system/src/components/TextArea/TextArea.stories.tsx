import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Project Details', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { isRequired: true, description: 'What do you want your website to do for your business?' },
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Project Details' });
    await expect(textArea.tagName).toBe('TEXTAREA');
    await expect(textArea).toHaveAttribute('rows', '4');
    await expect(textArea).toBeRequired();
    await userEvent.type(textArea, 'More leads{Enter}from Google');
    await expect(args.onChange).toHaveBeenLastCalledWith('More leads\nfrom Google');
  },
};

export const Rows: Story = { args: { rows: 8, label: 'Message' } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Tell us about your project' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Project Details' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Error: Tell us about your project');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'A new site for our bakery.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Project Details' })).toBeDisabled();
  },
};
