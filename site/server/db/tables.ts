/**
 * Each table the API writes in bulk, defined once: its columns and their PostgreSQL types. The store
 * inserts by these definitions and a test holds the migrated schema to them, so a column cannot change in one place only.
 */
export const tables = {
  /** Every lead: what all forms share, and the rest of its form in `details` (see leads.ts). */
  leads: {
    id: 'uuid',
    kind: 'text',
    created_at: 'timestamptz',
    name: 'text',
    email: 'text',
    phone: 'text',
    message: 'text',
    details: 'jsonb',
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
  webhook_outbox: {
    id: 'uuid',
    created_at: 'timestamptz',
    endpoint: 'text',
    lead_kind: 'text',
    ref_id: 'uuid',
    payload: 'text',
    next_attempt_at: 'timestamptz',
  },
} as const;
