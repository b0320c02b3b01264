import { Button, InlineMessage, useToast } from '@tallowood/design-system';
import { FormTextArea, FormTextField } from '@tallowood/design-system/react-hook-form';
import { useEffect, useId } from 'react';
import { business } from '../config/business.ts';
import { auditForm } from '../content/audit-form.ts';
import { honeypotField } from '../forms/index.ts';
import * as styles from './AuditRequestForm.css.ts';
import { LeadForm } from './LeadForm.tsx';
import { type LeadFormFailure, useLeadForm } from './useLeadForm.ts';

const emptyValues = { name: '', email: '', phone: '', message: '' };

function failureText(failure: LeadFormFailure): string {
  if (failure.reason === 'rate_limited')
    return `Too many requests from your connection. Please try again in ${failure.retryAfter} seconds.`;
  return `There was an error sending your request. Please try again or contact us directly at ${business.email}.`;
}

/** The free SEO audit request on /client-results: stored as a lead, then the form is cleared for another. */
export function AuditRequestForm() {
  const words = auditForm;
  const { toast } = useToast();
  const titleId = useId();
  const lead = useLeadForm({
    name: 'audit',
    analyticsName: 'seo_audit',
    defaultValues: emptyValues,
    failureMessage: failureText,
    onSuccess: () => toast({ title: words.success, variant: 'success' }),
  });
  const { form, status } = lead;
  const { reset } = form;

  useEffect(() => {
    if (status === 'success') reset({ ...emptyValues, [honeypotField]: '' });
  }, [status, reset]);

  return (
    <LeadForm
      lead={lead}
      aria-labelledby={titleId}
      headingLevel={4}
      header={
        <h3 id={titleId} className={styles.title}>
          {words.title}
        </h3>
      }
      sentNote={
        <InlineMessage variant="success" role="none">
          {words.success}
        </InlineMessage>
      }
      purpose={words.purpose}
      actions={
        <Button type="submit" size="lg" isPending={status === 'submitting'} busyLabel={words.busy}>
          {words.submit}
        </Button>
      }
    >
      <FormTextField control={form.control} name="name" label={words.nameLabel} autoComplete="name" isRequired />
      <FormTextField
        control={form.control}
        name="email"
        label={words.emailLabel}
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="phone"
        label={words.phoneLabel}
        type="tel"
        autoComplete="tel"
        isRequired
      />
      <FormTextArea
        control={form.control}
        name="message"
        label={words.messageLabel}
        description={words.messageDescription}
        rows={4}
        isRequired
      />
    </LeadForm>
  );
}
