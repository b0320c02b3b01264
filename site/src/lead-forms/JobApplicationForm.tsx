import { Button, InlineMessage, useToast } from '@tallowood/design-system';
import { FormNativeSelect, FormTextArea, FormTextField } from '@tallowood/design-system/react-hook-form';
import { useEffect, useId } from 'react';
import { business } from '../config/business.ts';
import { careersForm as words } from '../content/careers-form.ts';
import { honeypotField, isJobRole, jobRoleOptions } from '../forms/index.ts';
import * as styles from './JobApplicationForm.css.ts';
import { LeadForm } from './LeadForm.tsx';
import { type LeadFormFailure, useLeadForm } from './useLeadForm.ts';

const roleItems = jobRoleOptions.map((option) => ({ id: option.value, label: option.label }));

function failureText(failure: LeadFormFailure): string {
  if (failure.reason === 'rate_limited') return `${words.rateLimited} ${failure.retryAfter} seconds.`;
  return `${words.failure} ${business.email}.`;
}

export interface JobApplicationFormProps {
  /**
   * The slug of the role to preselect (the job page's own, e.g. `senior-web-developer`); one that is not open
   * leaves the choice to the applicant.
   * @default undefined
   */
  role?: string;
}

/** The "Apply Now" form on a job page: stored as a `job_application` lead, then cleared for another. */
export function JobApplicationForm({ role }: JobApplicationFormProps) {
  const { toast } = useToast();
  const titleId = useId();
  const preselected = isJobRole(role) ? role : undefined;
  const emptyValues = { role: preselected, name: '', email: '', phone: '', link: '', message: '' };
  const lead = useLeadForm({
    name: 'job-application',
    analyticsName: 'job_application',
    defaultValues: emptyValues,
    failureMessage: failureText,
    onSuccess: () => toast({ title: words.success, variant: 'success' }),
  });
  const { form, status } = lead;
  const { reset } = form;

  useEffect(() => {
    if (status === 'success')
      reset({ role: preselected, name: '', email: '', phone: '', link: '', message: '', [honeypotField]: '' });
  }, [status, reset, preselected]);

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
          {words.successNote}
        </InlineMessage>
      }
      purpose={words.purpose}
      actions={
        <Button type="submit" size="lg" isPending={status === 'submitting'} busyLabel={words.busy}>
          {words.submit}
        </Button>
      }
    >
      <FormNativeSelect
        control={form.control}
        name="role"
        label={words.labels.role}
        placeholder={words.choose}
        items={roleItems}
        isRequired
      />
      <FormTextField control={form.control} name="name" label={words.labels.name} autoComplete="name" isRequired />
      <FormTextField
        control={form.control}
        name="email"
        label={words.labels.email}
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormTextField control={form.control} name="phone" label={words.labels.phone} type="tel" autoComplete="tel" />
      <FormTextField
        control={form.control}
        name="link"
        label={words.labels.link}
        description={words.linkDescription}
        type="url"
        autoComplete="url"
        isRequired
      />
      <FormTextArea
        control={form.control}
        name="message"
        label={words.labels.message}
        description={words.messageDescription}
        rows={5}
        isRequired
      />
    </LeadForm>
  );
}
