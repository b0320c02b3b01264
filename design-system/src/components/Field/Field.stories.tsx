import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import * as styles from './Field.css.ts';
import { FieldDescription, FieldLabel } from './Field.tsx';

/**
 * The label and help text every field component is built from. They take their links to the control (`for`,
 * `aria-describedby`) from the RAC field around them, shown here with a bare RAC `TextField`.
 */
const meta = {
  title: 'Forms/Field',
  component: FieldLabel,
  subcomponents: { FieldDescription },
  args: { children: 'Business name' },
  render: ({ children, ...args }) => (
    <TextField className={styles.root} isRequired={args.isRequired}>
      <FieldLabel {...args}>{children}</FieldLabel>
      <FieldDescription>As it appears on your Google Business Profile.</FieldDescription>
      <Input className={styles.control} />
    </TextField>
  ),
} satisfies Meta<typeof FieldLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the input and a click on it focuses the input; the description is read after the name. */
export const LabelAndDescription: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await expect(input).toHaveAccessibleDescription('As it appears on your Google Business Profile.');
    await userEvent.click(canvas.getByText('Business name'));
    await expect(input).toHaveFocus();
  },
};

/** The asterisk is for sighted users; assistive technology hears "required" from the field itself. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await expect(input).toBeRequired();
    const marker = canvas.getByText('*');
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
    await expect(marker).toBeVisible();
  },
};

/** No help text: nothing is rendered, so the input is not described by an empty element. */
export const WithoutDescription: Story = {
  render: ({ children, ...args }) => (
    <TextField className={styles.root}>
      <FieldLabel {...args}>{children}</FieldLabel>
      <FieldDescription>{''}</FieldDescription>
      <Input className={styles.control} />
    </TextField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Business name' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(canvas.queryByText('As it appears on your Google Business Profile.')).toBeNull();
  },
};
