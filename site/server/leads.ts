/** The kinds of lead, how each is stored, and one flat shape for reading them back. */
import type { AuditRequest } from '../src/forms/audit-request.ts';
import type { Consultation } from '../src/forms/consultation.ts';
import type { Contact } from '../src/forms/contact.ts';
import type { DemoRequest } from '../src/forms/demo-request.ts';
import type { HomeContact } from '../src/forms/home-contact.ts';
import type { JobApplication } from '../src/forms/job-application.ts';
import type { Queryable } from './db/database.ts';
import type { tables } from './db/tables.ts';

export const leadKinds = [
  'contact_submission',
  'contact',
  'consultation',
  'demo_request',
  'audit_request',
  'job_application',
] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadKindLabels: Record<LeadKind, string> = {
  contact_submission: 'Home page quote request',
  contact: 'Contact form message',
  consultation: 'Strategy consultation request',
  demo_request: 'AI demo request',
  audit_request: 'Free SEO audit request',
  job_application: 'Job application',
};

/** Every lead, whatever its form, as one flat record (the admin export's columns). */
export interface Lead {
  kind: LeadKind;
  id: string;
  created_at: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  website: string | null;
  service: string | null;
  project_type: string | null;
  goal: string | null;
  preferred_time: string | null;
  industry: string | null;
  budget: string | null;
  timeline: string | null;
  message: string | null;
  source: string | null;
  /** The open position applied for: the slug of its job page. */
  role: string | null;
  /** A link to a CV, portfolio or LinkedIn profile. */
  link: string | null;
}

export const leadColumns = [
  'kind',
  'id',
  'created_at',
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'website',
  'service',
  'project_type',
  'goal',
  'preferred_time',
  'industry',
  'budget',
  'timeline',
  'message',
  'source',
  'role',
  'link',
] as const satisfies readonly (keyof Lead)[];

type LeadTable = 'contact_submissions' | 'inquiries' | 'demo_requests' | 'audit_requests' | 'job_applications';

/** A validated submission ready to store: its table row and the addresses its mails need. */
export interface LeadRow {
  kind: LeadKind;
  table: LeadTable;
  row: Record<string, string | null>;
}

const orNull = (value: string | undefined) => value ?? null;

export function homeContactRow(id: string, createdAt: string, form: HomeContact): LeadRow {
  return {
    kind: 'contact_submission',
    table: 'contact_submissions',
    row: {
      id,
      created_at: createdAt,
      name: form.name,
      email: form.email,
      phone: form.phone,
      business_name: form.business_name,
      website_url: orNull(form.website_url),
      service_needed: form.service_needed,
      message: orNull(form.message),
      source: 'homepage_client_machine',
    },
  };
}

export function inquiryRow(id: string, createdAt: string, form: Contact | Consultation): LeadRow {
  const common = {
    id,
    created_at: createdAt,
    form_type: form.formType,
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    phone: orNull(form.phone),
    company: orNull(form.company),
  };
  if (form.formType === 'contact') {
    return {
      kind: 'contact',
      table: 'inquiries',
      row: {
        ...common,
        website: null,
        project_type: form.projectType,
        goal: null,
        preferred_time: null,
        project_details: null,
        message: form.message,
      },
    };
  }
  return {
    kind: 'consultation',
    table: 'inquiries',
    row: {
      ...common,
      website: orNull(form.website),
      project_type: null,
      goal: form.goal,
      preferred_time: form.preferredTime,
      project_details: form.projectDetails,
      // The form's message is a copy of the project details; store the details so both always agree.
      message: form.projectDetails,
    },
  };
}

export function demoRequestRow(id: string, createdAt: string, form: DemoRequest): LeadRow {
  return {
    kind: 'demo_request',
    table: 'demo_requests',
    row: {
      id,
      created_at: createdAt,
      full_name: form.name,
      email: form.email,
      business_name: orNull(form.businessName),
      industry: form.industry,
      budget: orNull(form.budget),
      timeline: orNull(form.timeline),
      message: orNull(form.message),
    },
  };
}

export function auditRequestRow(id: string, createdAt: string, form: AuditRequest): LeadRow {
  return {
    kind: 'audit_request',
    table: 'audit_requests',
    row: { id, created_at: createdAt, name: form.name, email: form.email, phone: form.phone, message: form.message },
  };
}

export function jobApplicationRow(id: string, createdAt: string, form: JobApplication): LeadRow {
  return {
    kind: 'job_application',
    table: 'job_applications',
    row: {
      id,
      created_at: createdAt,
      role: form.role,
      name: form.name,
      email: form.email,
      phone: orNull(form.phone),
      link: form.link,
      message: form.message,
    },
  };
}

/** A column of `table`, or an SQL expression over its columns. */
type Source<T extends LeadTable> = (keyof (typeof tables)[T] & string) | { sql: string };

interface ExportSource<T extends LeadTable> {
  table: T;
  where?: string;
  /** Where each export column comes from; a column not listed is empty for this kind. */
  columns: Partial<Record<Exclude<(typeof leadColumns)[number], 'kind'>, Source<T>>>;
}

const source = <T extends LeadTable>(definition: ExportSource<T>) => definition as ExportSource<LeadTable>;

const inquiryColumns = {
  id: 'id',
  created_at: 'created_at',
  name: { sql: "first_name || ' ' || last_name" },
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  website: 'website',
  project_type: 'project_type',
  goal: 'goal',
  preferred_time: 'preferred_time',
  message: 'message',
} as const;

/** How each kind of lead fills the export's one flat shape, from its table's definition (db/tables.ts). */
const exportSources: Record<LeadKind, ExportSource<LeadTable>> = {
  contact_submission: source({
    table: 'contact_submissions',
    columns: {
      id: 'id',
      created_at: 'created_at',
      name: 'name',
      email: 'email',
      phone: 'phone',
      company: 'business_name',
      website: 'website_url',
      service: 'service_needed',
      message: 'message',
      source: 'source',
    },
  }),
  contact: source({ table: 'inquiries', where: "form_type = 'contact'", columns: inquiryColumns }),
  consultation: source({ table: 'inquiries', where: "form_type = 'consultation'", columns: inquiryColumns }),
  demo_request: source({
    table: 'demo_requests',
    columns: {
      id: 'id',
      created_at: 'created_at',
      name: 'full_name',
      email: 'email',
      company: 'business_name',
      industry: 'industry',
      budget: 'budget',
      timeline: 'timeline',
      message: 'message',
    },
  }),
  audit_request: source({
    table: 'audit_requests',
    columns: { id: 'id', created_at: 'created_at', name: 'name', email: 'email', phone: 'phone', message: 'message' },
  }),
  job_application: source({
    table: 'job_applications',
    columns: {
      id: 'id',
      created_at: 'created_at',
      name: 'name',
      email: 'email',
      phone: 'phone',
      message: 'message',
      role: 'role',
      link: 'link',
    },
  }),
};

/** One SELECT per kind, all with the export's columns in the same order and types, for a UNION ALL. */
const leadSelects = Object.fromEntries(
  leadKinds.map((kind) => {
    const { table, where, columns } = exportSources[kind];
    const list = leadColumns.map((column) => {
      if (column === 'kind') return `'${kind}'::text AS kind`;
      const from = columns[column];
      if (from === undefined) return `NULL::text AS ${column}`;
      return typeof from === 'string' ? `${from} AS ${column}` : `${from.sql} AS ${column}`;
    });
    return [kind, `SELECT ${list.join(', ')} FROM ${table}${where ? ` WHERE ${where}` : ''}`];
  }),
) as Record<LeadKind, string>;

interface LeadRecord extends Omit<Lead, 'created_at'> {
  created_at: Date | string;
}

function toLead(record: LeadRecord): Lead {
  return { ...record, created_at: new Date(record.created_at).toISOString() };
}

/**
 * Leads of the given kinds, newest first, optionally only those created at or after `since`, those
 * listed in `ids`, or (for paging) those after `before` in that order, at most `limit` of them.
 */
export async function listLeads(
  db: Queryable,
  options: {
    kinds?: readonly LeadKind[];
    since?: Date;
    ids?: string[];
    before?: Pick<Lead, 'created_at' | 'id'>;
    limit?: number;
  } = {},
): Promise<Lead[]> {
  const kinds = options.kinds ?? leadKinds;
  const params: unknown[] = [];
  const filters: string[] = [];
  if (options.since) {
    params.push(options.since.toISOString());
    filters.push(`created_at >= $${params.length}::timestamptz`);
  }
  if (options.ids) {
    params.push(options.ids);
    filters.push(`id = ANY($${params.length}::uuid[])`);
  }
  if (options.before) {
    params.push(options.before.created_at, options.before.id);
    const [at, id] = [`$${params.length - 1}::timestamptz`, `$${params.length}::uuid`];
    // Written out (not as a row comparison) so each table's created_at index can serve it.
    filters.push(`created_at <= ${at} AND (created_at < ${at} OR id < ${id})`);
  }
  const where = filters.length > 0 ? ` WHERE ${filters.join(' AND ')}` : '';
  let sql = `SELECT * FROM (${kinds.map((kind) => leadSelects[kind]).join(' UNION ALL ')}) AS leads${where}
    ORDER BY created_at DESC, id DESC`;
  if (options.limit !== undefined) {
    params.push(options.limit);
    sql += ` LIMIT $${params.length}::int`;
  }
  return (await db.query<LeadRecord>(sql, params)).map(toLead);
}
