import { Button, Form, FormErrorSummary, FormTextField, LinkButton } from '@tallowood/design-system';
import { useEffect, useId, useRef } from 'react';
import { unsubscribe } from '../content/unsubscribe.ts';
import { honeypotField, unsubscribeSchema } from '../forms/index.ts';
import { CollectionNotice } from './CollectionNotice.tsx';
import { Honeypot } from './Honeypot.tsx';
import * as styles from './UnsubscribeForm.css.ts';
import { useLeadForm } from './useLeadForm.ts';

/** The unsubscribe form: puts an address on the suppression list and tells the agency. */
export function UnsubscribeForm() {
  const words = unsubscribe.form;
  const { form, onSubmit, status, formRef } = useLeadForm<typeof unsubscribeSchema, { unsubscribed: boolean }>({
    schema: unsubscribeSchema,
    endpoint: 'unsubscribe',
    analyticsName: 'unsubscribe',
    defaultValues: { email: '' },
    failureMessage: words.failure,
    // Leaving the one field empty says so at once; the button stays pressable so a submit says so too.
    mode: 'onTouched',
  });
  const processing = status === 'submitting';
  const successHeading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (status === 'success') successHeading.current?.focus();
  }, [status]);

  if (status === 'success') {
    const { success } = unsubscribe;
    return (
      <div className={styles.success}>
        <h2 ref={successHeading} tabIndex={-1} className={styles.successTitle}>
          {success.title}
        </h2>
        <p>{success.body}</p>
        <LinkButton href={success.cta.href} size="lg">
          {success.cta.label}
        </LinkButton>
      </div>
    );
  }

  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {words.title}
      </h2>
      <FormErrorSummary control={form.control} order={['email']} />
      <FormTextField
        control={form.control}
        name="email"
        label={words.emailLabel}
        description={words.emailDescription}
        type="email"
        autoComplete="email"
        isRequired
      />
      <Honeypot {...form.register(honeypotField)} />
      <CollectionNotice purpose="to stop sending you marketing emails and keep you off our lists" />
      <Button type="submit" size="lg" isPending={processing} busyLabel={words.busy}>
        {words.submit}
      </Button>
    </Form>
  );
}
