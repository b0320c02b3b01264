/** The words of the "Apply Now" form on each job page. The open roles come from `forms/job-application.ts`. */
export const careersForm = {
  title: 'Send your application',
  labels: {
    role: 'Role',
    name: 'Name',
    email: 'Email',
    phone: 'Phone (optional)',
    link: 'Link to your CV, portfolio or LinkedIn',
    message: 'Why you? A short cover note',
  },
  choose: 'Select a role',
  linkDescription: 'A shared CV, your portfolio site or your LinkedIn profile, starting with https://',
  messageDescription: 'One piece of work you are proud of, what you did on it, and why this role suits you.',
  submit: 'Send Application',
  busy: 'Sending...',
  success: 'Thank you! Your application is in. We reply to every application within 5 business days.',
  successNote: 'Application received. We have emailed you to confirm it arrived.',
  /** Followed by the agency's e-mail address. */
  failure: 'There was an error sending your application. Please try again or contact us directly at',
  /** Followed by the number of seconds to wait. */
  rateLimited: 'Too many requests from your connection. Please try again in',
  purpose: 'to assess your application for this role and contact you about it',
} as const;
