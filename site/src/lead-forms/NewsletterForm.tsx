import { Alert, Button, Form, FormErrorSummary, FormTextField } from '@tallowood/design-system';
import { useEffect, useRef } from 'react';
import { newsletter } from '../content/newsletter.ts';
import { honeypotField, newsletterSchema } from '../forms/index.ts';
import { CollectionNotice } from './CollectionNotice.tsx';
import { Honeypot } from './Honeypot.tsx';
import * as styles from './NewsletterForm.css.ts';
import { type LeadFormFailure, useLeadForm } from './useLeadForm.ts';

const words = newsletter.box;

function failureText(failure: LeadFormFailure): string {
  return failure.reason === 'rate_limited' ? words.rateLimited : words.failure;
}

export interface NewsletterFormProps {
  /** Id of the heading that names the form. */
  'aria-labelledby': string;
}

/** The newsletter sign-up (double opt-in): on success the visitor is asked to confirm from their inbox. */
export function NewsletterForm(props: NewsletterFormProps) {
  const { form, onSubmit, status, formRef } = useLeadForm<typeof newsletterSchema, { accepted: boolean }>({
    schema: newsletterSchema,
    endpoint: 'newsletter',
    analyticsName: 'newsletter',
    defaultValues: { email: '' },
    failureMessage: failureText,
  });
  const pendingRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The form is replaced by the message: move focus there so keyboard users are not dropped to the page top.
    if (status === 'success') pendingRef.current?.focus();
  }, [status]);

  if (status === 'success') {
    return (
      <div ref={pendingRef} tabIndex={-1} className={styles.pending}>
        <Alert variant="success" role="status">
          {words.pending}
          <p className={styles.pendingNote}>{words.pendingNote}</p>
        </Alert>
      </div>
    );
  }

  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={props['aria-labelledby']}>
      <FormErrorSummary control={form.control} order={['email']} headingLevel={3} />
      <div className={styles.row}>
        <FormTextField
          control={form.control}
          name="email"
          label={words.emailLabel}
          placeholder={words.placeholder}
          type="email"
          autoComplete="email"
          isRequired
        />
        <Button
          type="submit"
          size="lg"
          className={styles.action}
          isPending={status === 'submitting'}
          busyLabel={words.busy}
        >
          {words.submit}
        </Button>
      </div>
      <Honeypot {...form.register(honeypotField)} />
      <CollectionNotice purpose="to send you our newsletter, once you confirm your address" />
    </Form>
  );
}
