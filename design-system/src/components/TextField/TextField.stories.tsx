import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Business name', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await userEvent.type(input, 'Acme Plumbing');
    await expect(input).toHaveValue('Acme Plumbing');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme Plumbing');
  },
};

export const WithDescription: Story = {
  args: { label: 'Current website', type: 'url', description: 'Leave empty if you do not have one yet.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Current website' });
    await expect(input).toHaveAccessibleDescription('Leave empty if you do not have one yet.');
    await expect(input).toHaveAttribute('type', 'url');
  },
};

export const Required: Story = {
  args: { label: 'First Name', isRequired: true, autoComplete: 'given-name' },
  play: async ({ canvas, canvasElement }) => {
    // The asterisk is seen, not read: the name stays "First Name" and the input says it is required.
    const input = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('autocomplete', 'given-name');
    const marker = canvasElement.querySelector('label [aria-hidden="true"]');
    await expect(marker).toHaveTextContent('*');
    await expect(marker).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    isRequired: true,
    description: 'We reply within 24 hours.',
    isInvalid: true,
    errorMessage: 'Enter your email address',
    defaultValue: 'jane@',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('We reply within 24 hours. Error: Enter your email address');
    // Reading order: label, description, error, input.
    const label = canvasElement.querySelector('label') as Element;
    const description = canvas.getByText('We reply within 24 hours.');
    const error = canvas.getByText('Enter your email address');
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(follows(label, description)).toBe(true);
    await expect(follows(description, error)).toBe(true);
    await expect(follows(error, input)).toBe(true);
  },
};

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="Email" type="email" autoComplete="email" />
      <TextField {...args} label="Phone" type="tel" autoComplete="tel" />
      <TextField {...args} label="Website" type="url" autoComplete="url" placeholder="https://" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('autocomplete', 'tel');
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Acme Plumbing' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Acme Plumbing');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
