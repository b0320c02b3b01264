export { type AuditRequest, type AuditRequestInput, auditRequestSchema } from './audit-request.ts';
export {
  type Consultation,
  type ConsultationInput,
  consultationSchema,
  type GoalOption,
  goalDefault,
  goalOptions,
  type PreferredTimeOption,
  preferredTimeDefault,
  preferredTimeOptions,
} from './consultation.ts';
export {
  type Contact,
  type ContactInput,
  contactSchema,
  type ProjectTypeOption,
  projectTypeDefault,
  projectTypeOptions,
} from './contact.ts';
export {
  type BudgetOption,
  budgetOptions,
  type DemoRequest,
  type DemoRequestInput,
  demoRequestSchema,
  type IndustryOption,
  industryOptions,
  type TimelineOption,
  timelineOptions,
} from './demo-request.ts';
export { earlyChecks, emailMessages, honeypotField, limits } from './fields.ts';
export {
  type HomeContact,
  type HomeContactInput,
  homeContactSchema,
  type ServiceOption,
  serviceOptions,
  serviceRequiredMessage,
} from './home-contact.ts';
export { type Inquiry, type InquiryInput, inquirySchema } from './inquiry.ts';
export {
  isJobRole,
  type JobApplication,
  type JobApplicationInput,
  type JobRole,
  type JobRoleOption,
  jobApplicationSchema,
  jobLinkMessages,
  jobRoleLabel,
  jobRoleOptions,
} from './job-application.ts';
export { type Newsletter, type NewsletterInput, newsletterSchema } from './newsletter.ts';
export { type Unsubscribe, type UnsubscribeInput, unsubscribeSchema } from './unsubscribe.ts';
