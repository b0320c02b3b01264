import { Grid, Inline, InlineMessage, LinkButton, PhoneIcon, TextLink, WhatsAppIcon } from '@tallowood/design-system';
import { FormNativeSelect, FormTextArea, FormTextField } from '@tallowood/design-system/react-hook-form';
import { business } from '../config/business.ts';
import { contactPage } from '../content/contact.ts';
import { projectTypeDefault, projectTypeOptions } from '../forms/index.ts';
import * as styles from './ContactForm.css.ts';
import { LeadForm } from './LeadForm.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useLeadForm } from './useLeadForm.ts';

const projectTypeItems = projectTypeOptions.map((option) => ({ id: option, label: option }));
const { form: words, success } = contactPage;

/** The contact page's message form (`formType: 'contact'`). */
export function ContactForm() {
  const lead = useLeadForm({
    name: 'contact',
    analyticsName: 'contact',
    defaultValues: {
      formType: 'contact',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      projectType: projectTypeDefault,
      message: '',
    },
  });
  const { control } = lead.form;

  const sent = (
    <div className={styles.success}>
      <h2 ref={lead.successRef} tabIndex={-1} className={styles.successTitle}>
        {success.title}
      </h2>
      <p className={styles.successBody}>{success.body}</p>
      <Inline gap="3" align="center">
        <LinkButton href={business.whatsapp.href} variant="primary">
          <WhatsAppIcon aria-hidden="true" /> {success.whatsapp}
        </LinkButton>
        <LinkButton href={business.phone.href} variant="outline">
          <PhoneIcon aria-hidden="true" /> {success.phone} {business.phone.display}
        </LinkButton>
      </Inline>
    </div>
  );

  return (
    <LeadForm
      lead={lead}
      aria-labelledby="contact-form-title"
      header={
        <div>
          <h2 id="contact-form-title" className={styles.title}>
            {words.title}
          </h2>
          <p className={styles.subtitle}>{words.subtitle}</p>
        </div>
      }
      success={sent}
      failure={
        <InlineMessage variant="critical">
          {words.failure} <TextLink href={`mailto:${business.email}`}>{business.email}</TextLink>
        </InlineMessage>
      }
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
        <FormNativeSelect
          control={control}
          name="projectType"
          label={words.labels.projectType}
          items={projectTypeItems}
        />
      </Grid>
      <FormTextArea
        control={control}
        name="message"
        label={words.labels.message}
        description={words.messageDescription}
        rows={5}
        isRequired
      />
    </LeadForm>
  );
}
