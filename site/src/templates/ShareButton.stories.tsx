import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ShareButton } from './ShareButton.tsx';
import { followShareButtons } from './share.ts';

const url = 'https://www.tallowood.digital/digital-trends/content-marketing-roi';
const share = fn(() => Promise.resolve());
const writeText = fn((_text: string) => Promise.resolve());

/** Replaces the browser's share sheet and clipboard for a story, and puts them back after it. */
function stubNavigator({ canShare, canCopy }: { canShare: boolean; canCopy: boolean }) {
  const original = {
    share: Object.getOwnPropertyDescriptor(navigator, 'share'),
    clipboard: Object.getOwnPropertyDescriptor(navigator, 'clipboard'),
  };
  share.mockClear();
  writeText.mockClear();
  writeText.mockImplementation(() => (canCopy ? Promise.resolve() : Promise.reject(new Error('denied'))));
  Object.defineProperty(navigator, 'share', { value: canShare ? share : undefined, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  // On a page the first script listens for Share; here the story does.
  const listening = new AbortController();
  followShareButtons(document, listening.signal);
  return () => {
    listening.abort();
    for (const [name, descriptor] of Object.entries(original)) {
      if (descriptor) Object.defineProperty(navigator, name, descriptor);
      else delete (navigator as unknown as Record<string, unknown>)[name];
    }
  };
}

const meta = {
  title: 'Site templates/ShareButton',
  component: ShareButton,
  args: { title: 'Content marketing ROI for small businesses', url },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the browser has a share sheet (phones), the button opens it with the page's title and address. */
export const ShareSheet: Story = {
  beforeEach: () => stubNavigator({ canShare: true, canCopy: true }),
  play: async ({ canvas, args }) => {
    const button = await canvas.findByRole('button', { name: 'Share' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(share).toHaveBeenCalledWith({ title: args.title, url: args.url });
    await expect(writeText).not.toHaveBeenCalled();
  },
};

/** Elsewhere the link is copied, and the page says so where screen readers hear it. */
export const CopiesTheLink: Story = {
  beforeEach: () => stubNavigator({ canShare: false, canCopy: true }),
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    await expect(writeText).toHaveBeenCalledWith(args.url);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Link copied to your clipboard.'));
  },
};

/** If the clipboard is refused too, the link is shown to copy by hand. */
export const ShowsTheLink: Story = {
  beforeEach: () => stubNavigator({ canShare: false, canCopy: false }),
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`Copy this link: ${args.url}`));
  },
};
