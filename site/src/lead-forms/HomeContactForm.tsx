import { Grid, toast } from '@tallowood/design-system';
import { FormNativeSelect, FormTextArea, FormTextField } from '@tallowood/design-system/react-hook-form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { homeForm } from '../content/contact.ts';
import { serviceOptions, serviceRequiredMessage } from '../forms/index.ts';
import * as styles from './HomeContactForm.css.ts';
import { LeadForm } from './LeadForm.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useLeadForm } from './useLeadForm.ts';

const serviceItems = serviceOptions.map((option) => ({ id: option, label: option }));

/** The home page's "client machine" request: audit and quote within 24 hours. */
export function HomeContactForm() {
  const lead = useLeadForm({
    name: 'home',
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
  const { form, status, onSubmit } = lead;
  const { control } = form;
  const service = useWatch({ control, name: 'service_needed' });
  const busy = status === 'submitting';
  // The page's HTML keeps the button enabled: without scripts nothing would ever enable it, and the server says
  // what is missing. Once the code runs, it waits for a service to be chosen.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const waitingForService = enhanced && !service;
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

  return (
    <div ref={listenForEnter}>
      <LeadForm
        lead={lead}
        aria-label="Free audit and quote request"
        headingLevel={3}
        success={
          <div className={styles.success}>
            <h3 ref={lead.successRef} tabIndex={-1} className={styles.successTitle}>
              {homeForm.success.title}
            </h3>
            <p>{homeForm.success.body}</p>
            <p>{homeForm.success.spam}</p>
          </div>
        }
        purpose={homeForm.noticePurpose}
        actions={
          <div className={styles.actions}>
            <SubmitButton
              isDisabled={waitingForService}
              isPending={busy}
              busyLabel={homeForm.busy}
              aria-describedby={waitingForService ? 'home-service-hint' : undefined}
            >
              {homeForm.submit}
            </SubmitButton>
            {waitingForService ? (
              <p id="home-service-hint" className={styles.hint}>
                {homeForm.serviceHint}
              </p>
            ) : null}
          </div>
        }
      >
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
          <FormNativeSelect
            control={control}
            name="service_needed"
            label={homeForm.labels.service_needed}
            placeholder={homeForm.servicePlaceholder}
            items={serviceItems}
            isRequired
          />
        </Grid>
        <FormTextArea control={control} name="message" label={homeForm.labels.message} rows={4} />
      </LeadForm>
    </div>
  );
}
