import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Send me the monthly growth newsletter', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me the monthly growth newsletter' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    children: 'I agree to be contacted about my enquiry',
    description: 'We use your details only to reply. See our privacy policy.',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to be contacted about my enquiry' });
    await expect(checkbox).toHaveAccessibleDescription('We use your details only to reply. See our privacy policy.');
  },
};

export const Invalid: Story = {
  args: {
    children: 'I agree to be contacted about my enquiry',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Tick the box so we can reply to you',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Error: Tick the box so we can reply to you');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
