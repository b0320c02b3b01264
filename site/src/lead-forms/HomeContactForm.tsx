import {
  Button,
  Form,
  FormErrorSummary,
  FormSelect,
  FormTextArea,
  FormTextField,
  Grid,
  toast,
} from '@tallowood/design-system';
import { useCallback, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { homeForm } from '../content/contact.ts';
import { homeContactSchema, honeypotField, serviceOptions, serviceRequiredMessage } from '../forms/index.ts';
import { CollectionNotice } from './CollectionNotice.tsx';
import * as styles from './HomeContactForm.css.ts';
import { Honeypot } from './Honeypot.tsx';
import { useLeadForm } from './useLeadForm.ts';

const fieldOrder = ['name', 'business_name', 'email', 'phone', 'website_url', 'service_needed', 'message'];
const serviceItems = serviceOptions.map((option) => ({ id: option, label: option }));

/** The home page's "client machine" request: audit and quote within 24 hours. */
export function HomeContactForm() {
  const { form, onSubmit, status, successRef, formRef } = useLeadForm({
    schema: homeContactSchema,
    endpoint: 'contact-submissions',
    analyticsName: 'home_contact',
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      business_name: '',
      website_url: '',
      message: '',
    },
    failureMessage: homeForm.failure,
    onSuccess: () => toast({ ...homeForm.successToast, variant: 'success' }),
    onFailure: () => toast({ title: homeForm.failure, variant: 'destructive' }),
    onInvalid: (errors) => {
      if (errors.service_needed) toast({ title: serviceRequiredMessage, variant: 'destructive' });
    },
  });
  const { control } = form;
  const service = useWatch({ control, name: 'service_needed' });
  const busy = status === 'submitting';
  const canSubmitOnEnter = useRef({ service, busy, onSubmit });
  canSubmitOnEnter.current = { service, busy, onSubmit };

  // The submit button stays disabled until a service is chosen, which blocks the browser's submit on Enter;
  // Enter in a field still submits, so the visitor learns what is missing instead of nothing happening.
  const listenForEnter = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const current = canSubmitOnEnter.current;
      if (event.key !== 'Enter' || current.service || current.busy || target.tagName !== 'INPUT') return;
      event.preventDefault();
      void current.onSubmit();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  if (status === 'success') {
    return (
      <div className={styles.success}>
        <h3
          ref={(node) => {
            successRef.current = node;
          }}
          tabIndex={-1}
          className={styles.successTitle}
        >
          {homeForm.success.title}
        </h3>
        <p>{homeForm.success.body}</p>
        <p>{homeForm.success.spam}</p>
      </div>
    );
  }

  return (
    <div ref={listenForEnter}>
      <Form ref={formRef} onSubmit={onSubmit} aria-label="Free audit and quote request">
        <FormErrorSummary control={control} order={fieldOrder} headingLevel={3} />
        {/* Every field shows on phones: the grid's mobile limit is for lists of cards. */}
        <Grid columns={{ mobile: 1, desktop: 2 }} gap="4" mobileLimit={false}>
          <FormTextField control={control} name="name" label={homeForm.labels.name} autoComplete="name" isRequired />
          <FormTextField
            control={control}
            name="business_name"
            label={homeForm.labels.business_name}
            autoComplete="organization"
            isRequired
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={homeForm.labels.email}
            autoComplete="email"
            isRequired
          />
          <FormTextField
            control={control}
            name="phone"
            type="tel"
            label={homeForm.labels.phone}
            autoComplete="tel"
            isRequired
          />
          <FormTextField
            control={control}
            name="website_url"
            type="url"
            label={homeForm.labels.website_url}
            description={homeForm.websiteDescription}
            autoComplete="url"
          />
          <FormSelect
            control={control}
            name="service_needed"
            label={homeForm.labels.service_needed}
            placeholder={homeForm.servicePlaceholder}
            items={serviceItems}
            isRequired
          />
        </Grid>
        <FormTextArea control={control} name="message" label={homeForm.labels.message} rows={4} />
        <Honeypot {...form.register(honeypotField)} />
        <CollectionNotice purpose={homeForm.noticePurpose} />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="gradient"
            size="lg"
            fullWidth
            isDisabled={!service}
            isPending={busy}
            busyLabel={homeForm.busy}
            aria-describedby={service ? undefined : 'home-service-hint'}
          >
            {homeForm.submit}
          </Button>
          {service ? null : (
            <p id="home-service-hint" className={styles.hint}>
              {homeForm.serviceHint}
            </p>
          )}
        </div>
      </Form>
    </div>
  );
}
