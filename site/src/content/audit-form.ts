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
  /** The sent view's words: the toast, and the note above the emptied form (all a visitor sees without scripts). */
  success: "Thank you! We'll contact you within 24 hours.",
  purpose: 'to prepare your free SEO audit and contact you about it',
} as const;
