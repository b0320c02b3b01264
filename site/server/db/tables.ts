/**
 * Each table the API writes in bulk, defined once: its columns and their PostgreSQL types. The store
 * inserts by these definitions, the export reads lead tables through them (leads.ts), and a test holds
 * the migrated schema to them, so a column cannot change in one place only.
 */
export const tables = {
  contact_submissions: {
    id: 'uuid',
    created_at: 'timestamptz',
    name: 'text',
    email: 'text',
    phone: 'text',
    business_name: 'text',
    website_url: 'text',
    service_needed: 'text',
    message: 'text',
    source: 'text',
  },
  inquiries: {
    id: 'uuid',
    created_at: 'timestamptz',
    form_type: 'text',
    first_name: 'text',
    last_name: 'text',
    email: 'text',
    phone: 'text',
    company: 'text',
    website: 'text',
    project_type: 'text',
    goal: 'text',
    preferred_time: 'text',
    project_details: 'text',
    message: 'text',
  },
  demo_requests: {
    id: 'uuid',
    created_at: 'timestamptz',
    full_name: 'text',
    email: 'text',
    business_name: 'text',
    industry: 'text',
    budget: 'text',
    timeline: 'text',
    message: 'text',
  },
  audit_requests: {
    id: 'uuid',
    created_at: 'timestamptz',
    name: 'text',
    email: 'text',
    phone: 'text',
    message: 'text',
  },
  job_applications: {
    id: 'uuid',
    created_at: 'timestamptz',
    role: 'text',
    name: 'text',
    email: 'text',
    phone: 'text',
    link: 'text',
    message: 'text',
  },
  mail_outbox: {
    id: 'uuid',
    created_at: 'timestamptz',
    template: 'text',
    lead_kind: 'text',
    ref_id: 'uuid',
    recipient: 'text',
    marketing: 'boolean',
    payload: 'text',
    next_attempt_at: 'timestamptz',
    recipient_key: 'text',
  },
} as const;

export type TableName = keyof typeof tables;
