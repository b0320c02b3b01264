import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextLink } from '../TextLink/TextLink.tsx';
import { Alert, alertVariants } from './Alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    variant: 'critical',
    children: (
      <>
        There was an error booking your consultation. Please try again or contact us directly at{' '}
        <TextLink href="mailto:hello@tallowood.digital">hello@tallowood.digital</TextLink> or{' '}
        <TextLink href="tel:+61390000000">(03) 9000 0000</TextLink>.
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: alertVariants },
    role: { control: 'inline-radio', options: ['alert', 'status', 'none'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The red banner above a form whose submission failed; it interrupts the screen reader. */
export const Critical: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('There was an error booking your consultation.');
    await expect(canvas.getByRole('link', { name: 'hello@tallowood.digital' })).toHaveAttribute(
      'href',
      'mailto:hello@tallowood.digital',
    );
    await expect(canvas.getByRole('link', { name: '(03) 9000 0000' })).toHaveAttribute('href', 'tel:+61390000000');
  },
};

export const CriticalWithTitle: Story = {
  args: { title: 'Submission Error', children: 'Please try again or contact us directly.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/^Submission ErrorPlease try again or contact us directly\.$/);
  },
};

export const Success: Story = {
  args: { variant: 'success', title: 'Strategy Submitted!', children: "We'll be in touch within 2 hours." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Strategy Submitted!');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Info: Story = {
  args: { variant: 'info', children: 'We typically respond within 15 minutes in business hours.' },
};

export const Warning: Story = {
  args: { variant: 'warning', title: 'Limited spots', children: 'We onboard only 5 businesses each month.' },
};

/** Present from the first render, so nothing is announced. */
export const NotAnnounced: Story = {
  args: { variant: 'info', role: 'none', children: 'Prices are in AUD and include GST.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Prices are in AUD and include GST.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertVariants.map((variant) => (
        <Alert key={variant} {...args} variant={variant} role="none" title={`Tone: ${variant}`}>
          The words carry the meaning; the colour and icon only support them.
        </Alert>
      ))}
    </div>
  ),
};
