import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button.tsx';
import { JumpLinkButton } from './JumpLinkButton.tsx';

const navigate = fn();

const meta = {
  title: 'Actions/JumpLinkButton',
  component: JumpLinkButton,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: {
    action: { label: 'Get Quote', targetId: 'contact-section', fallbackHref: '/#contact-section' },
    variant: 'gradient',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  beforeEach: () => {
    navigate.mockClear();
    window.scrollTo({ top: 0, behavior: 'instant' });
    return () => window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof JumpLinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section is elsewhere: the button is a link to the page that has it, followed through the router. */
export const NavigatesWhenSectionIsElsewhere: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get Quote' });
    await expect(link).toHaveAttribute('href', '/#contact-section');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/#contact-section', undefined);
  },
};

/** The section is on this page: a click scrolls to it and moves focus there, without navigating. */
export const ScrollsToSectionOnThisPage: Story = {
  render: (args) => (
    <>
      <JumpLinkButton {...args} />
      <div style={{ height: 1600 }} />
      <section id="contact-section" aria-label="Contact">
        <h2>Contact us</h2>
      </section>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Get Quote' }));
    const section = canvas.getByRole('region', { name: 'Contact' });
    await expect(section).toHaveFocus();
    await waitFor(() => expect(section.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
    await expect(navigate).not.toHaveBeenCalled();
    await expect(window.location.hash).toBe('');
  },
};

/** Enter on the focused button does the same as a click. */
export const Keyboard: Story = {
  render: (args) => (
    <>
      <JumpLinkButton {...args} />
      <section id="contact-section" aria-label="Contact" style={{ marginTop: 1600 }}>
        <h2>Contact us</h2>
      </section>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Get Quote' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'Contact' })).toHaveFocus();
    await expect(navigate).not.toHaveBeenCalled();
  },
};
