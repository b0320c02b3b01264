import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import { Radio } from '../RadioGroup/RadioGroup.tsx';
import {
  errorSummaryItems,
  FormCheckbox,
  FormErrorSummary,
  FormNativeSelect,
  FormRadioGroup,
  FormSelect,
  FormTextArea,
  FormTextField,
} from './FormFields.tsx';

const industries = [
  { id: 'retail', label: 'E-commerce & Retail' },
  { id: 'health', label: 'Healthcare & Medical' },
  { id: 'trades', label: 'Professional Services' },
  { id: 'other', label: 'Other' },
];
const times = ['Morning (9AM-12PM AEST)', 'Afternoon (12PM-5PM AEST)', 'Evening (5PM-8PM AEST)'] as const;

const schema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter your first name')),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter your email address'),
    v.email('Enter an email address in the correct format, like name@example.com'),
  ),
  phone: v.optional(v.string()),
  industry: v.string('Select your industry'),
  preferredTime: v.picklist(times, 'Choose a preferred time'),
  details: v.pipe(v.string(), v.trim(), v.nonEmpty('Tell us about your project')),
  newsletter: v.boolean(),
});

type Values = v.InferInput<typeof schema>;

const empty = {
  firstName: '',
  email: '',
  phone: '',
  industry: null,
  preferredTime: null,
  details: '',
  newsletter: false,
} as unknown as Values;

const filled: Values = {
  firstName: 'Jane',
  email: 'jane@example.com',
  phone: '0412 345 678',
  industry: 'trades',
  preferredTime: times[1],
  details: 'A new website for our plumbing business.',
  newsletter: true,
};

interface ContactFormProps {
  /** Called with the parsed values; the form stays busy until its promise settles. */
  onSubmit: (values: v.InferOutput<typeof schema>) => Promise<void> | void;
  /** Starting values. */
  defaultValues?: Values;
  /** Submits once on mount, to show the busy state. */
  submitOnMount?: boolean;
}

/** A consultation-style form assembled from the bound fields: each field is one line. */
function ContactForm({ onSubmit, defaultValues = empty, submitOnMount = false }: ContactFormProps) {
  const { control, handleSubmit, formState, setError } = useForm<Values, unknown, v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema),
    defaultValues,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      setError('root.server', {
        message:
          'There was an error booking your consultation. Please try again or contact us directly at hello@tallowood.digital or 03 9000 0000.',
      });
    }
  });
  const submittedOnMount = useRef(false);
  useEffect(() => {
    if (!submitOnMount || submittedOnMount.current) return;
    submittedOnMount.current = true;
    void submit();
  }, [submitOnMount, submit]);

  return (
    <Form onSubmit={submit} style={{ maxWidth: 720 }}>
      <FormErrorSummary control={control} />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
          gap: 20,
          alignItems: 'start',
        }}
      >
        <FormTextField control={control} name="firstName" label="First Name" autoComplete="given-name" isRequired />
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired />
        <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <FormSelect control={control} name="industry" label="Industry" items={industries} isRequired />
      </div>
      <FormRadioGroup control={control} name="preferredTime" label="Preferred time" isRequired>
        {times.map((time) => (
          <Radio key={time} value={time}>
            {time}
          </Radio>
        ))}
      </FormRadioGroup>
      <FormTextArea control={control} name="details" label="Project Details" isRequired />
      <FormCheckbox control={control} name="newsletter">
        Send me the monthly growth newsletter
      </FormCheckbox>
      <div>
        <Button type="submit" variant="gradient" isPending={formState.isSubmitting} busyLabel="Sending...">
          Get My Free Strategy
        </Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/FormFields',
  component: ContactForm,
  subcomponents: { FormTextField, FormSelect, FormRadioGroup, FormTextArea, FormCheckbox, FormErrorSummary },
  args: { onSubmit: fn() },
  // A busy button announces itself; drop announcements that point at this story's unmounted button.
  beforeEach: () => () => {
    for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get My Free Strategy' }));

    // Each required field shows its message, announced with the hidden "Error:" prefix.
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('Error: Enter your first name'));
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Error: Enter your email address',
    );
    await expect(canvas.getByRole('textbox', { name: 'Project Details' })).toHaveAccessibleDescription(
      'Error: Tell us about your project',
    );
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // The summary takes focus and lists the problems in field order.
    const summary = canvas
      .getByRole('heading', { name: 'There is a problem' })
      .closest('[tabindex="-1"]') as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Enter your first name',
      'Enter your email address',
      'Select your industry',
      'Choose a preferred time',
      'Tell us about your project',
    ]);

    // Its links move focus to the field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your email address' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Select your industry' }));
    await expect(canvas.getByRole('button', { name: /Industry/ })).toHaveFocus();

    // Typing a valid value clears that field's error (and its summary entry); an invalid one keeps it.
    await userEvent.click(email);
    await userEvent.type(email, 'jane@');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Error: Enter an email address in the correct format, like name@example.com',
      ),
    );
    await userEvent.type(email, 'example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    await expect(email).not.toHaveAccessibleDescription();
    await expect(within(summary).queryByRole('link', { name: /email/ })).not.toBeInTheDocument();
    // Following a summary link scrolled the page to that field's label; back to the form's top for the reference image.
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const KeyboardJourney: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'First Name' }));
    await userEvent.keyboard('Jane');
    await userEvent.tab();
    await userEvent.keyboard('jane@example.com');
    await userEvent.tab();
    await userEvent.tab();

    // Select: open with the keyboard, pick the second option.
    const trigger = canvas.getByRole('button', { name: /Industry/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('Healthcare & Medical'));

    // Radios: Tab into the group, arrows choose.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: times[0] })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: times[1] })).toBeChecked();

    await userEvent.tab();
    await userEvent.keyboard('Website redesign');
    // Checkbox: Space ticks it.
    await userEvent.tab();
    const newsletter = canvas.getByRole('checkbox', { name: 'Send me the monthly growth newsletter' });
    await expect(newsletter).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(newsletter).toBeChecked();

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Jane',
      email: 'jane@example.com',
      phone: '',
      industry: 'health',
      preferredTime: times[1],
      details: 'Website redesign',
      newsletter: true,
    });
    await expect(canvas.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: {
    defaultValues: filled,
    submitOnMount: true,
    // Never settles: the form stays in its busy state for review.
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: /Sending\.\.\./ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    for (const textbox of canvas.getAllByRole('textbox')) await expect(textbox).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Industry/ })).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    // Values are kept while busy.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com');
  },
};

export const SubmitFailure: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(async () => {
      throw new Error('503');
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get My Free Strategy' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const heading = await canvas.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(heading.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.getByText(/There was an error booking your consultation/)).toBeVisible();
    // The form stays editable with the user's values.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com');
  },
};

export const SummaryItemsInFieldOrder: Story = {
  render: () => {
    const items = errorSummaryItems(
      {
        details: { type: 'min_length', message: 'Tell us about your project' },
        root: { server: { type: 'server', message: 'Something went wrong. Please try again or email us directly.' } },
        firstName: { type: 'required', message: 'Enter your first name' },
        address: { postcode: { type: 'regex', message: 'Enter a 4-digit postcode' } },
      },
      { order: ['firstName', 'address', 'details'] },
    );
    return (
      <ol>
        {items.map((item) => (
          <li key={item.message}>
            {item.fieldId ? `#${item.fieldId}: ` : ''}
            {item.message}
          </li>
        ))}
      </ol>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Something went wrong. Please try again or email us directly.',
      '#firstName: Enter your first name',
      '#address-postcode: Enter a 4-digit postcode',
      '#details: Tell us about your project',
    ]);
  },
};

const budgetSchema = v.object({
  budget: v.picklist(['under-5k', '5k-15k', 'not-sure'], 'Choose a budget'),
});

/** A native select bound in one line: its error from the form state, its value submitted as chosen. */
function BudgetForm({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof budgetSchema>) => void }) {
  const { control, handleSubmit } = useForm<v.InferInput<typeof budgetSchema>>({
    resolver: valibotResolver(budgetSchema),
    defaultValues: {},
  });
  return (
    <Form onSubmit={handleSubmit(onSubmit)} aria-label="Budget">
      <FormErrorSummary control={control} order={['budget']} />
      <FormNativeSelect
        control={control}
        name="budget"
        label="Budget"
        placeholder="Select an option"
        isRequired
        items={[
          { id: 'under-5k', label: 'Under $5,000' },
          { id: '5k-15k', label: '$5,000 - $15,000' },
          { id: 'not-sure', label: 'Not sure yet' },
        ]}
      />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

export const NativeSelectBinding: Story = {
  render: (args) => <BudgetForm onSubmit={args.onSubmit as (values: unknown) => void} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const select = canvas.getByRole('combobox', { name: 'Budget' });
    await waitFor(() => expect(select).toBeInvalid());
    await expect(select).toHaveAccessibleDescription('Error: Choose a budget');
    await userEvent.selectOptions(select, 'Not sure yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ budget: 'not-sure' }, expect.anything());
  },
};
