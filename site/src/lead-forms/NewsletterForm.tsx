import { Alert, Button } from '@tallowood/design-system';
import { FormTextField } from '@tallowood/design-system/react-hook-form';
import { newsletter } from '../content/newsletter.ts';
import { LeadForm } from './LeadForm.tsx';
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
  const lead = useLeadForm({
    name: 'newsletter',
    analyticsName: 'newsletter',
    defaultValues: { email: '' },
    failureMessage: failureText,
  });

  return (
    <LeadForm
      lead={lead}
      aria-labelledby={props['aria-labelledby']}
      headingLevel={3}
      success={
        // The form is replaced by the message: focus moves there so keyboard users are not dropped to the page top.
        <div ref={lead.successRef} tabIndex={-1} className={styles.pending}>
          <Alert variant="success" role="status">
            {words.pending}
            <p className={styles.pendingNote}>{words.pendingNote}</p>
          </Alert>
        </div>
      }
      purpose="to send you our newsletter, once you confirm your address"
      actions={null}
    >
      <div className={styles.row}>
        <FormTextField
          control={lead.form.control}
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
          isPending={lead.status === 'submitting'}
          busyLabel={words.busy}
        >
          {words.submit}
        </Button>
      </div>
    </LeadForm>
  );
}
