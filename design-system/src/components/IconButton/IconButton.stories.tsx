import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, iconButtonShapes, iconButtonSizes, iconButtonVariants } from './IconButton.tsx';

const CloseIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

const PhoneIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </svg>
);

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Close', children: <CloseIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    shape: { control: 'inline-radio', options: iconButtonShapes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    // The icon is decoration: the name comes from `label` alone.
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Call us (${variant})`}>
          <PhoneIcon />
        </IconButton>
      ))}
    </div>
  ),
};

export const SizesAndShapes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconButtonSizes.flatMap((size) =>
        iconButtonShapes.map((shape) => (
          <IconButton
            key={`${size}-${shape}`}
            {...args}
            variant="outline"
            size={size}
            shape={shape}
            label={`Close ${size} ${shape}`}
          />
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    // Every size meets the 44 px touch target.
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
