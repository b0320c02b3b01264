import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Get Free Strategy Plan', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get Free Strategy Plan' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
};

export const Pending: Story = {
  args: { isPending: true, busyLabel: 'Sending...', children: 'Send' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Sending\.\.\./ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, variant: 'gradient' } };

/** Tab reaches it and RAC marks keyboard focus (`data-focus-visible`): the focus ring shows. A click shows none. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get Free Strategy Plan' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expect(getComputedStyle(button).outlineWidth).toBe('3px');
  },
};

/** The pointer rests on it: RAC sets `data-hovered` and the fill darkens to `accentHover`. */
export const Hovered: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get Free Strategy Plan' });
    const atRest = getComputedStyle(button).backgroundColor;
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).not.toBe(atRest));
  },
};

/** Held down: RAC sets `data-pressed` and the button sinks by a pixel until released. */
export const Pressed: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get Free Strategy Plan' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
    await waitFor(() => expect(new DOMMatrix(getComputedStyle(button).transform).f).toBe(1));
    // Not pressed yet: a press completes on release.
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
