import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: {
    onSubmit: fn((event: { preventDefault(): void }) => event.preventDefault()),
    style: { maxWidth: 420 },
    children: (
      <>
        <TextField name="email" label="Email" type="email" autoComplete="email" isRequired />
        <div>
          <Button type="submit">Unsubscribe</Button>
        </div>
      </>
    ),
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    // No browser bubble blocks the submit: the app (e.g. react-hook-form) validates and shows errors in the fields.
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('button').closest('form')).toHaveAttribute('novalidate');
  },
};

export const ServerErrors: Story = {
  args: { validationErrors: { email: 'Please enter a valid email address' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Error: Please enter a valid email address');
  },
};

export const NativeValidation: Story = {
  args: { validationBehavior: 'native' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};
