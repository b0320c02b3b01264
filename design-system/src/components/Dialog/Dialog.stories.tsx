import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, dialogSizes } from './Dialog.tsx';

const page = within(document.body);

/** The overlay fills the viewport; the frame lets a capture of the story include it. */
const fullHeight: Decorator = (Story) => (
  <div style={{ minHeight: 'calc(100vh - 32px)' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Navigation/Dialog',
  component: Dialog,
  args: {
    title: 'Leave without your free audit?',
    children: 'We review your website and send three quick wins within 24 hours. No obligation.',
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="outline">Open dialog</Button>
      <Dialog
        {...args}
        actions={(close) => (
          <>
            <Button variant="ghost" onPress={close}>
              Not now
            </Button>
            <Button onPress={close}>Get my audit</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dismissable: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Leave without your free audit?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Focus stays inside: Tab past the last control wraps to the first.
    for (let step = 0; step < 5; step++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    const reopened = await page.findByRole('dialog');
    const overlay = reopened.parentElement?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ActionCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await page.findByRole('button', { name: 'Get my audit' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await page.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, isKeyboardDismissDisabled: true, closeLabel: null, role: 'alertdialog' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await page.findByRole('alertdialog');
    const overlay = dialog.parentElement?.parentElement as HTMLElement;
    // Fully shown first: while its entry animation runs, opacity says nothing about whether it stays.
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlay);
    // Neither closes it, nor starts closing it.
    await expect(document.querySelector('[data-exiting]')).toBeNull();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

export const Open: Story = {
  decorators: [fullHeight],
  parameters: { screenshot: { phone: true } },
  render: (args) => (
    <Dialog {...args} defaultOpen actions={<Button>Get my audit</Button>}>
      {args.children}
    </Dialog>
  ),
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Leave without your free audit?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Get my audit' })).toBeVisible();
  },
};

export const Small: Story = {
  decorators: [fullHeight],
  args: { size: 'sm', title: 'Message sent', children: 'We will reply within 24 hours.' },
  render: (args) => <Dialog {...args} defaultOpen />,
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Message sent' });
    // 26rem: the small size.
    await expect((dialog.parentElement as HTMLElement).offsetWidth).toBe(416);
  },
};
