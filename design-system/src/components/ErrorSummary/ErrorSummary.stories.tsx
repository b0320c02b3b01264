import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { EarlyErrorSummary, ErrorSummary, retireEarlyProblems } from './ErrorSummary.tsx';
import { type EarlyCheck, showEarlyProblems } from './early.ts';

const errors = [
  { fieldId: 'summary-first-name', message: 'Enter your first name' },
  { fieldId: 'summary-email', message: 'Enter an email address in the correct format, like name@example.com' },
  { fieldId: 'summary-time', message: 'Choose a preferred time' },
];

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: { errors },
  render: (args) => (
    <div style={{ display: 'grid', gap: 20, maxWidth: 520 }}>
      <ErrorSummary {...args} />
      <TextField id="summary-first-name" label="First Name" isRequired isInvalid errorMessage={errors[0]?.message} />
      <TextField
        id="summary-email"
        label="Email"
        type="email"
        isRequired
        isInvalid
        errorMessage={errors[1]?.message}
        defaultValue="jane@"
      />
      <RadioGroup id="summary-time" label="Preferred time" isRequired isInvalid errorMessage={errors[2]?.message}>
        <Radio value="morning">Morning (9AM-12PM AEST)</Radio>
        <Radio value="afternoon">Afternoon (12PM-5PM AEST)</Radio>
      </RadioGroup>
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'There is a problem' });
    const summary = heading.closest<HTMLElement>('[tabindex="-1"]') as HTMLElement;
    // GOV.UK's pattern: the content sits in an inner alert, announced when it appears.
    await expect(heading.parentElement).toHaveAttribute('role', 'alert');
    // It takes focus when it appears, so it is read first.
    await waitFor(() => expect(summary).toHaveFocus());
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(errors.map((error) => error.message));
    await expect(links[1]).toHaveAttribute('href', '#summary-email');

    await userEvent.click(canvas.getByRole('link', { name: 'Enter your first name' }));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    // By keyboard too: Enter on a link moves focus to its field.
    canvas.getByRole('link', { name: /correct format/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    // A group's link lands on its first radio.
    await userEvent.click(canvas.getByRole('link', { name: 'Choose a preferred time' }));
    await expect(canvas.getByRole('radio', { name: 'Morning (9AM-12PM AEST)' })).toHaveFocus();
  },
};

export const TitleAndLevel: Story = {
  args: {
    title: 'Check your details',
    headingLevel: 3,
    description: 'Fix these and send again.',
    errors: errors.slice(0, 1),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Check your details' })).toBeVisible();
    await expect(canvas.getByText('Fix these and send again.')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const MessageWithoutField: Story = {
  args: {
    errors: [
      {
        message:
          'There was an error sending your message. Please try again or contact us directly at hello@tallowood.digital',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/There was an error sending your message/)).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
  },
};

function FocusOnAppear({ focusKey }: { focusKey?: number }) {
  const [shown, setShown] = useState<typeof errors>([]);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 520 }}>
      <ErrorSummary errors={shown} focusKey={focusKey} />
      <Button onPress={() => setShown(shown.length ? [] : errors.slice(0, 1))}>Toggle errors</Button>
      <TextField id="summary-first-name" label="First Name" />
    </div>
  );
}

export const FocusWhenErrorsAppear: Story = {
  render: () => <FocusOnAppear />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Toggle errors' });
    await userEvent.click(toggle);
    const heading = await canvas.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(heading.closest('[tabindex="-1"]')).toHaveFocus());
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const again = await canvas.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(again.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

export const FocusKeyHoldsFocus: Story = {
  render: () => <FocusOnAppear focusKey={1} />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Toggle errors' });
    await userEvent.click(toggle);
    const heading = await canvas.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(heading.closest('[tabindex="-1"]')).toHaveFocus());
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    // Same focusKey (no new submit): the summary reappears without taking focus from the button.
    await canvas.findByRole('heading', { name: 'There is a problem' });
    await expect(toggle).toHaveFocus();
  },
};

function ArrivedWithPage() {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <Button onPress={() => setShown(true)}>Show the server's summary</Button>
      {shown ? <ErrorSummary errors={errors} autoFocus /> : null}
    </div>
  );
}

/**
 * A summary the server sent with the page (a form posted without scripts) carries `autofocus`, so the browser focuses
 * it on load; when its code arrives later it must not take focus from where the visitor has moved since.
 */
export const ArrivedWithThePage: Story = {
  render: () => <ArrivedWithPage />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: "Show the server's summary" });
    await userEvent.click(button);
    await canvas.findByRole('heading', { name: 'There is a problem' });
    await expect(button).toHaveFocus();
  },
};

function TallForm() {
  return (
    <div data-testid="scroller" style={{ height: 320, overflowY: 'auto' }}>
      <ErrorSummary errors={[{ fieldId: 'tall-email', message: 'Enter your email address' }]} focusKey={0} />
      <div style={{ height: 900 }} />
      <TextField
        id="tall-email"
        label="Email address"
        description="We reply within one business day."
        isRequired
        isInvalid
        errorMessage="Enter your email address"
      />
      <div style={{ height: 900 }} />
    </div>
  );
}

/** Following a link brings the field's label into view with it, not the box alone with its question cut off. */
export const LinkShowsTheLabel: Story = {
  render: () => <TallForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your email address' }));
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveFocus();
    const label = canvas.getByText('Email address', { selector: 'label' });
    const scroller = canvas.getByTestId('scroller');
    // The label sits at the top of the scrolled area, with its field below it.
    await waitFor(() =>
      expect(Math.abs(label.getBoundingClientRect().top - scroller.getBoundingClientRect().top)).toBeLessThan(2),
    );
    await expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom);
  },
};

const earlyChecks: EarlyCheck[] = [
  ['early-first-name', 'Enter your first name'],
  ['early-email', 'Enter your email address', 'Enter an email address in the correct format, like name@example.com'],
];

/** A form as its page's server sends it: plain inputs, an early summary, and a submit no code has taken over yet. */
function FormBeforeItsCode() {
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: 16, maxWidth: 520 }}
      onSubmit={(event) => {
        event.preventDefault();
        showEarlyProblems(event.currentTarget);
      }}
    >
      <EarlyErrorSummary checks={earlyChecks} />
      <TextField id="early-first-name" label="First Name" isRequired validationBehavior="aria" />
      <TextField id="early-email" label="Email" type="email" isRequired validationBehavior="aria" />
      <div style={{ display: 'flex', gap: 12 }}>
        <Button type="submit">Send</Button>
        <Button
          variant="outline"
          onPress={() => retireEarlyProblems(document.querySelector<HTMLElement>('[data-early-checks]'))}
        >
          Code arrives
        </Button>
      </div>
    </form>
  );
}

/**
 * Before a form's code has run, the page's first script answers a submit with the problems plain DOM can find (empty
 * required fields, a malformed e-mail address), in the same summary; the code's own summary retires it.
 */
export const EarlyProblems: Story = {
  render: () => <FormBeforeItsCode />,
  play: async ({ canvas }) => {
    const heading = () => canvas.queryByRole('heading', { name: 'There is a problem' });
    const listed = () => canvas.getAllByRole('link').map((link) => link.textContent);
    // Nothing shows, nor is announced, before a submit.
    await expect(heading()).not.toBeInTheDocument();
    const send = canvas.getByRole('button', { name: 'Send' });
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(send);
    await expect(heading()?.parentElement).toHaveAttribute('role', 'alert');
    await expect(heading()?.closest('[tabindex="-1"]')).toHaveFocus();
    await expect(listed()).toEqual([earlyChecks[0]?.[1], earlyChecks[1]?.[1]]);
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '#early-first-name');

    // The form's code gives its own verdict: the early summary goes.
    await userEvent.click(canvas.getByRole('button', { name: 'Code arrives' }));
    await expect(heading()).not.toBeInTheDocument();

    // All good: nothing to show.
    await userEvent.type(firstName, 'Jane');
    await userEvent.type(email, 'jane@example.com.au');
    await userEvent.click(send);
    await expect(heading()).not.toBeInTheDocument();

    // A malformed address, as the browser judges it, and an emptied field.
    await userEvent.clear(firstName);
    await userEvent.clear(email);
    await userEvent.type(email, 'jane@');
    await userEvent.click(send);
    await expect(listed()).toEqual([earlyChecks[0]?.[1], earlyChecks[1]?.[2]]);
  },
};
