import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeSelect } from './NativeSelect.tsx';

const timelines = ['ASAP (within 2 weeks)', '1 month', '2-3 months', '6+ months', 'Just exploring'].map((label) => ({
  id: label,
  label,
}));

const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  args: { label: 'Timeline', items: timelines, placeholder: 'Select an option', name: 'timeline', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Timeline' });
    await expect(select).toHaveValue('');
    // Keyboard: Tab to it, then choose with the browser's own list.
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '1 month');
    await expect(select).toHaveValue('1 month');
    await expect(args.onChange).toHaveBeenLastCalledWith('1 month', expect.anything());
  },
};

export const Required: Story = {
  args: { label: 'Industry', isRequired: true, description: 'The closest match is fine.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Industry' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('The closest match is fine.');
  },
};

export const Invalid: Story = {
  args: { label: 'Industry', isRequired: true, errorMessage: 'Please select your industry' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Industry' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Error: Please select your industry');
  },
};

export const Chosen: Story = {
  args: { defaultValue: '2-3 months' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Timeline' })).toHaveValue('2-3 months');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Timeline' })).toBeDisabled();
  },
};

/** Posted with its form as a plain `name=value` pair: no script is needed to send the choice. */
export const InAForm: Story = {
  render: (args) => (
    <form aria-label="Demo" onSubmit={(event) => event.preventDefault()}>
      <NativeSelect {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Timeline' });
    await userEvent.selectOptions(select, 'Just exploring');
    const form = canvas.getByRole('form', { name: 'Demo' }) as HTMLFormElement;
    await expect(new FormData(form).get('timeline')).toBe('Just exploring');
  },
};
