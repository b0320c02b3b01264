export { auditRequestSchema } from './audit-request.ts';
export {
  consultationSchema,
  goalDefault,
  goalOptions,
  preferredTimeDefault,
  preferredTimeOptions,
} from './consultation.ts';
export {
  contactSchema,
  projectTypeDefault,
  projectTypeOptions,
} from './contact.ts';
export {
  budgetOptions,
  demoRequestSchema,
  industryOptions,
  timelineOptions,
} from './demo-request.ts';
export { earlyChecks, honeypotField } from './fields.ts';
export {
  homeContactSchema,
  serviceOptions,
  serviceRequiredMessage,
} from './home-contact.ts';
export { inquirySchema } from './inquiry.ts';
export {
  isJobRole,
  jobApplicationSchema,
  jobRoleLabel,
  jobRoleOptions,
} from './job-application.ts';
export { newsletterSchema } from './newsletter.ts';
export { unsubscribeSchema } from './unsubscribe.ts';
