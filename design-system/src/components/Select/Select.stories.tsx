import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select.tsx';

const industries = [
  'E-commerce & Retail',
  'Healthcare & Medical',
  'Education & Training',
  'Financial Services',
  'Real Estate',
  'Hospitality & Travel',
  'Professional Services',
  'Manufacturing',
  'Technology',
  'Other',
].map((label) => ({ id: label.toLowerCase().replace(/[^a-z]+/g, '-'), label }));

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Industry', items: industries, placeholder: 'Select your industry', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Industry/ });
    await expect(trigger).toHaveTextContent('Select your industry');
    // Keyboard only: Tab to the trigger, open with ArrowDown, move down one and choose with Enter.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'E-commerce & Retail' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('healthcare-medical');
    await waitFor(() => expect(trigger).toHaveTextContent('Healthcare & Medical'));
    await expect(trigger).toHaveFocus();
  },
};

export const WithChildren: Story = {
  args: { label: 'Budget', items: undefined, placeholder: 'Select a budget', defaultValue: 'not-sure' },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="under-5k">Under $5,000</SelectItem>
      <SelectItem id="5k-15k">$5,000 - $15,000</SelectItem>
      <SelectItem id="15k-50k">$15,000 - $50,000</SelectItem>
      <SelectItem id="50k-plus">$50,000+</SelectItem>
      <SelectItem id="not-sure">Not sure yet</SelectItem>
    </Select>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Budget/ });
    await expect(trigger).toHaveTextContent('Not sure yet');
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '$50,000+' }));
    await waitFor(() => expect(trigger).toHaveTextContent('$50,000+'));
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'Pick the closest match.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Industry/ })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Select your industry' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Industry/ });
    await expect(trigger.parentElement).toHaveAttribute('data-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Error: Select your industry');
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'technology' },
  play: async ({ canvasElement }) => {
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Technology' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'real-estate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Industry/ })).toBeDisabled();
  },
};
