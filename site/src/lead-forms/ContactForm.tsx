import {
  Button,
  Form,
  FormErrorSummary,
  FormSelect,
  FormTextArea,
  FormTextField,
  Grid,
  Inline,
  InlineMessage,
  LinkButton,
  PhoneIcon,
  TextLink,
  WhatsAppIcon,
} from '@tallowood/design-system';
import { business } from '../config/business.ts';
import { contactPage } from '../content/contact.ts';
import { contactSchema, honeypotField, projectTypeDefault, projectTypeOptions } from '../forms/index.ts';
import { CollectionNotice } from './CollectionNotice.tsx';
import * as styles from './ContactForm.css.ts';
import { Honeypot } from './Honeypot.tsx';
import { useLeadForm } from './useLeadForm.ts';

const fieldOrder = ['firstName', 'lastName', 'email', 'phone', 'company', 'projectType', 'message'];
const projectTypeItems = projectTypeOptions.map((option) => ({ id: option, label: option }));
const { form: words, success } = contactPage;

/** The contact page's message form (`formType: 'contact'`). */
export function ContactForm() {
  const { form, onSubmit, status, failure, failureRef, successRef, formRef } = useLeadForm({
    schema: contactSchema,
    endpoint: 'inquiries',
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
  const { control } = form;

  if (status === 'success') {
    return (
      <div className={styles.success}>
        <h2
          ref={(node) => {
            successRef.current = node;
          }}
          tabIndex={-1}
          className={styles.successTitle}
        >
          {success.title}
        </h2>
        <p className={styles.successBody}>{success.body}</p>
        <Inline gap="3" align="center">
          <LinkButton href={business.whatsapp.href} target="_blank" rel="noopener noreferrer" variant="primary">
            <WhatsAppIcon aria-hidden="true" /> {success.whatsapp}
          </LinkButton>
          <LinkButton href={business.phone.href} variant="outline">
            <PhoneIcon aria-hidden="true" /> {success.phone} {business.phone.display}
          </LinkButton>
        </Inline>
      </div>
    );
  }

  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <div>
        <h2 id="contact-form-title" className={styles.title}>
          {words.title}
        </h2>
        <p className={styles.subtitle}>{words.subtitle}</p>
      </div>
      <FormErrorSummary control={control} order={fieldOrder} />
      {status === 'error' && failure ? (
        <div
          ref={(node) => {
            failureRef.current = node;
          }}
          tabIndex={-1}
          className={styles.failure}
        >
          <InlineMessage variant="critical">
            {words.failure} <TextLink href={`mailto:${business.email}`}>{business.email}</TextLink>
          </InlineMessage>
        </div>
      ) : null}
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
        <FormSelect control={control} name="projectType" label={words.labels.projectType} items={projectTypeItems} />
      </Grid>
      <FormTextArea
        control={control}
        name="message"
        label={words.labels.message}
        description={words.messageDescription}
        rows={5}
        isRequired
      />
      <Honeypot {...form.register(honeypotField)} />
      <CollectionNotice />
      <div>
        <Button type="submit" variant="gradient" size="lg" isPending={status === 'submitting'} busyLabel={words.busy}>
          {words.submit}
        </Button>
      </div>
    </Form>
  );
}
