import {
  Button,
  Form,
  FormErrorSummary,
  FormTextArea,
  FormTextField,
  InlineMessage,
  useToast,
} from '@tallowood/design-system';
import { useEffect, useId } from 'react';
import { business } from '../config/business.ts';
import { auditForm } from '../content/audit-form.ts';
import { auditRequestSchema, honeypotField } from '../forms/index.ts';
import * as styles from './AuditRequestForm.css.ts';
import { CollectionNotice } from './CollectionNotice.tsx';
import { Honeypot } from './Honeypot.tsx';
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
  const { form, onSubmit, status, formRef } = useLeadForm({
    schema: auditRequestSchema,
    endpoint: 'audit-requests',
    analyticsName: 'seo_audit',
    defaultValues: emptyValues,
    failureMessage: failureText,
    onSuccess: () => toast({ title: words.success, variant: 'success' }),
  });
  const { reset } = form;

  useEffect(() => {
    if (status === 'success') reset({ ...emptyValues, [honeypotField]: '' });
  }, [status, reset]);

  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {words.title}
      </h3>
      <FormErrorSummary control={form.control} order={['name', 'email', 'phone', 'message']} headingLevel={4} />
      {status === 'success' ? (
        <InlineMessage variant="success" role="none">
          {words.successNote}
        </InlineMessage>
      ) : null}
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
      <Honeypot {...form.register(honeypotField)} />
      <CollectionNotice purpose={words.purpose} />
      <Button type="submit" size="lg" isPending={status === 'submitting'} busyLabel={words.busy}>
        {words.submit}
      </Button>
    </Form>
  );
}
