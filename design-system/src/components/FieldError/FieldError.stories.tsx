import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, Label, TextField } from 'react-aria-components';
import { expect } from 'storybook/test';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { FieldError } from './FieldError.tsx';

const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  args: { children: 'Enter a phone number, like 0412 345 678' },
  render: (args) => (
    <TextField isInvalid className={fieldStyles.root} style={{ maxWidth: 420 }}>
      <Label className={fieldStyles.label}>Phone</Label>
      <FieldError {...args} />
      <Input className={fieldStyles.control} type="tel" />
    </TextField>
  ),
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    // Screen readers hear "Error:" first; sighted users see only the message.
    await expect(input).toHaveAccessibleDescription('Error: Enter a phone number, like 0412 345 678');
    const prefix = canvas.getByText('Error:');
    await expect(prefix).toHaveClass(visuallyHidden);
    await expect(canvas.getByText('Enter a phone number, like 0412 345 678')).toBeVisible();
  },
};

export const CustomPrefix: Story = {
  args: { prefix: 'Problem:' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Problem: Enter a phone number, like 0412 345 678',
    );
  },
};

export const FromValidation: Story = {
  args: { children: undefined },
  render: (args) => (
    <TextField
      validationBehavior="aria"
      validate={(value) => (value.length < 8 ? 'Enter at least 8 digits' : null)}
      className={fieldStyles.root}
      style={{ maxWidth: 420 }}
    >
      <Label className={fieldStyles.label}>Phone</Label>
      <FieldError {...args} />
      <Input className={fieldStyles.control} type="tel" />
    </TextField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Error: Enter at least 8 digits',
    );
  },
};

export const HiddenWhileValid: Story = {
  render: (args) => (
    <TextField className={fieldStyles.root} style={{ maxWidth: 420 }}>
      <Label className={fieldStyles.label}>Phone</Label>
      <FieldError {...args} />
      <Input className={fieldStyles.control} type="tel" />
    </TextField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Error:')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).not.toHaveAccessibleDescription();
  },
};
