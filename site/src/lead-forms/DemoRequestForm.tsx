import { Grid, Inline, LinkButton, toast } from '@tallowood/design-system';
import { FormNativeSelect, FormTextArea, FormTextField } from '@tallowood/design-system/react-hook-form';
import { demoPage } from '../content/demo.ts';
import { budgetOptions, industryOptions, timelineOptions } from '../forms/index.ts';
import * as styles from './DemoRequestForm.css.ts';
import { LeadForm } from './LeadForm.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useLeadForm } from './useLeadForm.ts';

const asItems = (options: readonly string[]) => options.map((option) => ({ id: option, label: option }));
const { form: words, toasts, success } = demoPage;

/** The AI solutions demo request. */
export function DemoRequestForm() {
  const lead = useLeadForm({
    name: 'demo',
    analyticsName: 'demo_request',
    defaultValues: { name: '', email: '', businessName: '', message: '' },
    failureMessage: `${toasts.failure.title}: ${toasts.failure.description}`,
    onSuccess: () => toast({ ...toasts.success, variant: 'success' }),
    onFailure: () => toast({ ...toasts.failure, variant: 'destructive' }),
  });
  const { control } = lead.form;

  const sent = (
    <div className={styles.success}>
      <h2 ref={lead.successRef} tabIndex={-1} className={styles.successTitle}>
        {success.title}
      </h2>
      <p className={styles.muted}>{success.body}</p>
      <Inline gap="3" align="center">
        {success.links.map((link) => (
          <LinkButton key={link.href} href={link.href} variant="outline">
            {link.label}
          </LinkButton>
        ))}
      </Inline>
    </div>
  );

  return (
    <LeadForm
      lead={lead}
      aria-labelledby="demo-form-title"
      header={
        <div>
          <h2 id="demo-form-title" className={styles.title}>
            {words.title}
          </h2>
          <p className={styles.muted}>{words.subtitle}</p>
        </div>
      }
      success={sent}
      purpose={demoPage.noticePurpose}
      actions={
        <SubmitButton isPending={lead.status === 'submitting'} busyLabel={words.busy}>
          {words.submit}
        </SubmitButton>
      }
    >
      {/* Every field shows on phones: the grid's mobile limit is for lists of cards. */}
      <Grid columns={{ mobile: 1, desktop: 2 }} gap="4" mobileLimit={false}>
        <FormTextField control={control} name="name" label={words.labels.name} autoComplete="name" isRequired />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={words.labels.email}
          autoComplete="email"
          isRequired
        />
        <FormTextField
          control={control}
          name="businessName"
          label={words.labels.businessName}
          autoComplete="organization"
        />
        <FormNativeSelect
          control={control}
          name="industry"
          label={words.labels.industry}
          placeholder={words.choose}
          items={asItems(industryOptions)}
          isRequired
        />
        <FormNativeSelect
          control={control}
          name="budget"
          label={words.labels.budget}
          placeholder={words.choose}
          items={asItems(budgetOptions)}
        />
        <FormNativeSelect
          control={control}
          name="timeline"
          label={words.labels.timeline}
          placeholder={words.choose}
          items={asItems(timelineOptions)}
        />
      </Grid>
      <FormTextArea
        control={control}
        name="message"
        label={words.labels.message}
        description={words.messageDescription}
        rows={4}
      />
    </LeadForm>
  );
}
