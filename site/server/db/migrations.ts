import { normalisedAddressSql } from '../mail/recipients.ts';
import type { Database } from './database.ts';

/** The schema, in order. Never edit an applied migration; add the next one. */
const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'leads, outbox, newsletter, idempotency',
    sql: `
CREATE TABLE contact_submissions (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  business_name text NOT NULL,
  website_url text,
  service_needed text NOT NULL,
  message text,
  source text NOT NULL DEFAULT 'homepage_client_machine'
);
CREATE INDEX contact_submissions_created_at ON contact_submissions (created_at);

CREATE TABLE inquiries (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL,
  form_type text NOT NULL CHECK (form_type IN ('contact', 'consultation')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text,
  company text,
  website text,
  project_type text,
  goal text,
  preferred_time text,
  project_details text,
  message text NOT NULL
);
CREATE INDEX inquiries_created_at ON inquiries (created_at);

CREATE TABLE demo_requests (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  business_name text,
  industry text NOT NULL,
  budget text,
  timeline text,
  message text
);
CREATE INDEX demo_requests_created_at ON demo_requests (created_at);

CREATE TABLE audit_requests (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL
);
CREATE INDEX audit_requests_created_at ON audit_requests (created_at);

CREATE TABLE newsletter_subscribers (
  email text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text UNIQUE,
  token_expires_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  confirmed_at timestamptz
);

CREATE TABLE suppressions (
  email text PRIMARY KEY,
  reason text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  response text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL,
  template text NOT NULL,
  lead_kind text,
  ref_id uuid,
  recipient text NOT NULL,
  marketing boolean NOT NULL DEFAULT false,
  payload text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'suppressed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_by text,
  last_error text,
  sent_at timestamptz
);
-- Pending jobs by due time; a claimed job's next_attempt_at is the end of its lease.
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX mail_outbox_failed ON mail_outbox (created_at) WHERE status = 'failed';
`,
  },
  {
    version: 2,
    name: 'confirmation and notice throttles, idempotency pruning, stale leases first',
    sql: `
ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_sent_at timestamptz;

CREATE TABLE unsubscribe_notices (
  email text PRIMARY KEY,
  notified_at timestamptz NOT NULL
);

CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

-- Jobs whose lease ran out while sending: retried before the backlog.
CREATE INDEX mail_outbox_lease ON mail_outbox (next_attempt_at) WHERE status = 'sending';
`,
  },
  {
    version: 3,
    name: 'job applications',
    sql: `
CREATE TABLE job_applications (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL,
  role text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  link text NOT NULL,
  message text NOT NULL
);
CREATE INDEX job_applications_created_at ON job_applications (created_at);
`,
  },
  {
    version: 4,
    name: 'mail caps per recipient, unsubscribe digests',
    sql: `
-- The normalised address (lower case, +tag removed) of a capped mail's recipient: its allowance is counted by it.
ALTER TABLE mail_outbox ADD COLUMN recipient_key text;
UPDATE mail_outbox SET recipient_key = ${normalisedAddressSql('recipient')}
  WHERE template IN ('lead_acknowledgement', 'newsletter_confirmation');
CREATE INDEX mail_outbox_recipient ON mail_outbox (recipient_key, template, created_at) WHERE recipient_key IS NOT NULL;
-- A capped mail over its recipient's allowance stays in the outbox, never sent.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'suppressed', 'withheld'));

ALTER TABLE suppressions ADD COLUMN recipient_key text;
UPDATE suppressions SET recipient_key = ${normalisedAddressSql('email')};
CREATE INDEX suppressions_recipient ON suppressions (recipient_key, created_at);

-- Unsubscribes the agency hears of in the next digest mail.
CREATE TABLE unsubscribe_digest_entries (
  email text NOT NULL,
  via text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX unsubscribe_digest_entries_created_at ON unsubscribe_digest_entries (created_at);
`,
  },
  {
    version: 5,
    name: 'timed-out sends counted, tokens of finished mail removed',
    sql: `
-- Sends that timed out on our side (the server may have taken the message all the same).
ALTER TABLE mail_outbox ADD COLUMN timeouts integer NOT NULL DEFAULT 0;
-- A confirmation or unsubscribe token is kept only until its mail is out of our hands.
UPDATE mail_outbox SET payload = NULL
  WHERE template IN ('newsletter_confirmation', 'newsletter_welcome') AND status IN ('sent', 'suppressed', 'failed');
`,
  },
  {
    version: 6,
    name: 'lead webhooks',
    sql: `
-- One job per lead and endpoint, written with the lead and claimed like mail_outbox (SKIP LOCKED and a lease).
CREATE TABLE webhook_outbox (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL,
  endpoint text NOT NULL,
  lead_kind text NOT NULL,
  ref_id uuid NOT NULL,
  -- The exact body, so every retry signs the same bytes; removed once delivered.
  payload text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_by text,
  last_error text,
  delivered_at timestamptz
);
CREATE INDEX webhook_outbox_due ON webhook_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX webhook_outbox_lease ON webhook_outbox (next_attempt_at) WHERE status = 'sending';
CREATE INDEX webhook_outbox_failed ON webhook_outbox (created_at) WHERE status = 'failed';
`,
  },
  {
    version: 7,
    name: 'every lead in one table',
    sql: `
-- Every kind of lead in one shape: what all forms share in columns, the rest of the form in details (its keys
-- are the old columns' names), so a new form needs no migration.
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  created_at timestamptz NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  message text,
  details jsonb NOT NULL
);
CREATE INDEX leads_created_at ON leads (created_at, id);
CREATE INDEX leads_kind_created_at ON leads (kind, created_at, id);

INSERT INTO leads (id, kind, created_at, name, email, phone, message, details)
SELECT id, 'contact_submission', created_at, name, email, phone, message,
  jsonb_build_object('business_name', business_name, 'website_url', website_url, 'service_needed', service_needed,
    'source', source)
FROM contact_submissions;

INSERT INTO leads (id, kind, created_at, name, email, phone, message, details)
SELECT id, form_type, created_at, first_name || ' ' || last_name, email, phone, message,
  jsonb_build_object('form_type', form_type, 'first_name', first_name, 'last_name', last_name, 'company', company,
    'website', website, 'project_type', project_type, 'goal', goal, 'preferred_time', preferred_time,
    'project_details', project_details)
FROM inquiries;

INSERT INTO leads (id, kind, created_at, name, email, phone, message, details)
SELECT id, 'demo_request', created_at, full_name, email, NULL, message,
  jsonb_build_object('business_name', business_name, 'industry', industry, 'budget', budget, 'timeline', timeline)
FROM demo_requests;

INSERT INTO leads (id, kind, created_at, name, email, phone, message, details)
SELECT id, 'audit_request', created_at, name, email, phone, message, '{}'::jsonb
FROM audit_requests;

INSERT INTO leads (id, kind, created_at, name, email, phone, message, details)
SELECT id, 'job_application', created_at, name, email, phone, message, jsonb_build_object('role', role, 'link', link)
FROM job_applications;

DROP TABLE contact_submissions, inquiries, demo_requests, audit_requests, job_applications;
`,
  },
];

export const schemaVersion = Math.max(...migrations.map((migration) => migration.version));

// Any constant works; it only has to be the same in every instance.
const migrationLock = 7_302_114;

/**
 * Applies missing migrations (up to `upTo`, by default all of them); safe when several instances start at once.
 */
export async function migrate(db: Database, upTo = schemaVersion): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    let count = 0;
    for (const migration of migrations) {
      if (applied.has(migration.version) || migration.version > upTo) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      count++;
    }
    return count;
  });
}

/** The newest applied migration, or 0 when the schema is missing. */
export async function appliedVersion(db: Database): Promise<number> {
  const exists = await db.query<{ present: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS present");
  if (!exists[0]?.present) return 0;
  const rows = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return rows[0]?.version ?? 0;
}
