import { Button, LinkButton } from '@tallowood/design-system';
import { FormTextField } from '@tallowood/design-system/react-hook-form';
import { useId } from 'react';
import { unsubscribe } from '../content/unsubscribe.ts';
import { LeadForm } from './LeadForm.tsx';
import * as styles from './UnsubscribeForm.css.ts';
import { useLeadForm } from './useLeadForm.ts';

/** The unsubscribe form: puts an address on the suppression list and tells the agency. */
export function UnsubscribeForm() {
  const words = unsubscribe.form;
  const lead = useLeadForm({
    name: 'unsubscribe',
    analyticsName: 'unsubscribe',
    defaultValues: { email: '' },
    failureMessage: words.failure,
    // Leaving the one field empty says so at once; the button stays pressable so a submit says so too.
    mode: 'onTouched',
  });
  const titleId = useId();
  const { success } = unsubscribe;

  return (
    <LeadForm
      lead={lead}
      aria-labelledby={titleId}
      header={
        <h2 id={titleId} className={styles.title}>
          {words.title}
        </h2>
      }
      success={
        <div className={styles.success}>
          <h2 ref={lead.successRef} tabIndex={-1} className={styles.successTitle}>
            {success.title}
          </h2>
          <p>{success.body}</p>
          <LinkButton href={success.cta.href} size="lg">
            {success.cta.label}
          </LinkButton>
        </div>
      }
      purpose="to stop sending you marketing emails and keep you off our lists"
      actions={
        <Button type="submit" size="lg" isPending={lead.status === 'submitting'} busyLabel={words.busy}>
          {words.submit}
        </Button>
      }
    >
      <FormTextField
        control={lead.form.control}
        name="email"
        label={words.emailLabel}
        description={words.emailDescription}
        type="email"
        autoComplete="email"
        isRequired
      />
    </LeadForm>
  );
}
