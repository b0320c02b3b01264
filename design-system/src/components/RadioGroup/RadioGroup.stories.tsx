import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const times = [
  'Morning (9AM-12PM AEST)',
  'Afternoon (12PM-5PM AEST)',
  'Evening (5PM-8PM AEST)',
  'Flexible - contact me',
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Preferred time',
    onChange: fn(),
    children: times.map((time) => (
      <Radio key={time} value={time}>
        {time}
      </Radio>
    )),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: times[0] },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Preferred time' });
    await expect(group).toBeVisible();
    // Tab lands on the chosen radio; arrows move and choose.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: times[0] })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: times[1] })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(times[1]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: times[3] })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: times[0] })).not.toBeChecked();
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'All times are Melbourne time.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Preferred time' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('All times are Melbourne time.');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose a time that suits you' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Preferred time' });
    await expect(group).toHaveAccessibleDescription('Error: Choose a time that suits you');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: times[2] },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
