/** The free SEO audit form's words (the form sits on /client-results). */

export const auditForm = {
  title: 'Request your free audit',
  nameLabel: 'Name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  messageLabel: 'Your website and goals',
  messageDescription: 'Your website address, and what you want more of: calls, bookings, sales.',
  submit: 'Get My Free Audit',
  busy: 'Sending...',
  success: "Thank you! We'll contact you within 24 hours.",
  successNote: 'Request received. We have emailed you a copy of what you sent.',
  purpose: 'to prepare your free SEO audit and contact you about it',
} as const;
