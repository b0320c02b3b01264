import { Grid, Inline, InlineMessage, LinkButton, Radio, WhatsAppIcon } from '@tallowood/design-system';
import {
  FormNativeSelect,
  FormRadioGroup,
  FormTextArea,
  FormTextField,
} from '@tallowood/design-system/react-hook-form';
import { business } from '../config/business.ts';
import { consultationPage } from '../content/consultation.ts';
import { goalDefault, goalOptions, preferredTimeDefault, preferredTimeOptions } from '../forms/index.ts';
import * as styles from './ConsultationForm.css.ts';
import { LeadForm } from './LeadForm.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useLeadForm } from './useLeadForm.ts';

// The preselected goal is not one of the listed goals; it is offered first so it can be shown and kept.
const goalItems = [goalDefault, ...goalOptions].map((option) => ({ id: option, label: option }));
const { form: words, success } = consultationPage;

/** The free strategy consultation booking (`formType: 'consultation'`). */
export function ConsultationForm() {
  const lead = useLeadForm({
    name: 'consultation',
    analyticsName: 'consultation',
    defaultValues: {
      formType: 'consultation',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      website: '',
      goal: goalDefault,
      projectDetails: '',
      preferredTime: preferredTimeDefault,
    },
  });
  const { control } = lead.form;

  const sent = (
    <div className={styles.success}>
      <h2 ref={lead.successRef} tabIndex={-1} className={styles.successTitle}>
        {success.title}
      </h2>
      <p className={styles.muted}>{success.body}</p>
      <h3 className={styles.stepsTitle}>{success.nextStepsTitle}</h3>
      <ol className={styles.steps}>
        {success.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Inline gap="3">
        <LinkButton href={business.whatsapp.href} variant="primary">
          <WhatsAppIcon aria-hidden="true" /> {success.whatsapp}
        </LinkButton>
        <LinkButton href={success.portfolio.href} variant="outline">
          {success.portfolio.label}
        </LinkButton>
      </Inline>
    </div>
  );

  return (
    <LeadForm
      lead={lead}
      aria-labelledby="consultation-form-title"
      header={
        <div>
          <h2 id="consultation-form-title" className={styles.title}>
            {words.title}
          </h2>
          <p className={styles.muted}>{words.subtitle}</p>
        </div>
      }
      success={sent}
      failure={
        <InlineMessage variant="critical">
          {consultationPage.failure(business.email, business.phone.display)}
        </InlineMessage>
      }
      purpose={consultationPage.noticePurpose}
      actions={
        <SubmitButton isPending={lead.status === 'submitting'} busyLabel={words.busy}>
          {words.submit}
        </SubmitButton>
      }
    >
      {/* Every field shows on phones: the grid's mobile limit is for lists of cards. */}
      <Grid columns={{ mobile: 1, desktop: 2 }} gap="4" mobileLimit={false}>
        <FormTextField
          control={control}
          name="firstName"
          label={words.labels.firstName}
          autoComplete="given-name"
          isRequired
        />
        <FormTextField
          control={control}
          name="lastName"
          label={words.labels.lastName}
          autoComplete="family-name"
          isRequired
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={words.labels.email}
          autoComplete="email"
          isRequired
        />
        <FormTextField control={control} name="phone" type="tel" label={words.labels.phone} autoComplete="tel" />
        <FormTextField control={control} name="company" label={words.labels.company} autoComplete="organization" />
        <FormTextField control={control} name="website" type="url" label={words.labels.website} autoComplete="url" />
      </Grid>
      <FormNativeSelect control={control} name="goal" label={words.labels.goal} items={goalItems} />
      <FormTextArea
        control={control}
        name="projectDetails"
        label={words.labels.projectDetails}
        description={words.projectDetailsDescription}
        rows={4}
        isRequired
      />
      <FormRadioGroup control={control} name="preferredTime" label={words.labels.preferredTime}>
        {preferredTimeOptions.map((option) => (
          <Radio key={option} value={option}>
            {option}
          </Radio>
        ))}
      </FormRadioGroup>
    </LeadForm>
  );
}
