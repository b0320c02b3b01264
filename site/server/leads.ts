/** The kinds of lead, how each is stored, and one flat shape for reading them back. */
import type { AuditRequest } from '../src/forms/audit-request.ts';
import type { Consultation } from '../src/forms/consultation.ts';
import type { Contact } from '../src/forms/contact.ts';
import type { DemoRequest } from '../src/forms/demo-request.ts';
import type { HomeContact } from '../src/forms/home-contact.ts';
import type { JobApplication } from '../src/forms/job-application.ts';
import type { Queryable } from './db/database.ts';

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

/** A validated submission ready to store: its kind and its record (the fields under their stored names). */
export interface LeadRow {
  kind: LeadKind;
  row: Record<string, string | null>;
}

const orNull = (value: string | undefined) => value ?? null;

export function homeContactRow(id: string, createdAt: string, form: HomeContact): LeadRow {
  return {
    kind: 'contact_submission',
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
    row: { id, created_at: createdAt, name: form.name, email: form.email, phone: form.phone, message: form.message },
  };
}

export function jobApplicationRow(id: string, createdAt: string, form: JobApplication): LeadRow {
  return {
    kind: 'job_application',
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

/** The export columns a kind fills from its details rather than from the columns every lead has. */
type DetailColumn = Exclude<(typeof leadColumns)[number], keyof StoredColumns | 'kind'>;

/** The columns every lead has, whatever its form (the `leads` table's, db/tables.ts, apart from `details`). */
interface StoredColumns {
  id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
}

interface LeadStorage {
  /** The record's field that is the lead's name, or the two whose values joined by a space make it. */
  name: string | readonly [string, string];
  /** Where each further export column comes from: a key of the details; a column not listed is empty. */
  exported: Partial<Record<DetailColumn, string>>;
}

const inquiryStorage: LeadStorage = {
  name: ['first_name', 'last_name'],
  exported: {
    first_name: 'first_name',
    last_name: 'last_name',
    company: 'company',
    website: 'website',
    project_type: 'project_type',
    goal: 'goal',
    preferred_time: 'preferred_time',
  },
};

/** How each kind of lead is kept in the one `leads` table and fills the export's one flat shape. */
const leadStorage: Record<LeadKind, LeadStorage> = {
  contact_submission: {
    name: 'name',
    exported: { company: 'business_name', website: 'website_url', service: 'service_needed', source: 'source' },
  },
  contact: inquiryStorage,
  consultation: inquiryStorage,
  demo_request: {
    name: 'full_name',
    exported: { company: 'business_name', industry: 'industry', budget: 'budget', timeline: 'timeline' },
  },
  audit_request: { name: 'name', exported: {} },
  job_application: { name: 'name', exported: { role: 'role', link: 'link' } },
};

/**
 * The `leads` row of a submission: the fields every lead has in their columns, every other field of its
 * record in `details` under its own name, so nothing the form sent is lost.
 */
export function leadsTableRow(lead: LeadRow): Record<string, string | null> {
  const { id, created_at, email, phone = null, message = null, ...details } = lead.row;
  const source = leadStorage[lead.kind].name;
  let name: string | null | undefined;
  if (typeof source === 'string') {
    name = details[source];
    delete details[source];
  } else name = `${details[source[0]]} ${details[source[1]]}`;
  return {
    id: id ?? null,
    kind: lead.kind,
    created_at: created_at ?? null,
    name: name ?? null,
    email: email ?? null,
    phone,
    message,
    details: JSON.stringify(details),
  };
}

interface LeadsTableRecord extends Omit<StoredColumns, 'created_at'> {
  kind: LeadKind;
  created_at: Date | string;
  details: string;
}

function toLead(record: LeadsTableRecord): Lead {
  const details = JSON.parse(record.details) as Record<string, string | null>;
  const { exported } = leadStorage[record.kind];
  const own: StoredColumns & { kind: LeadKind } = {
    kind: record.kind,
    id: record.id,
    created_at: new Date(record.created_at).toISOString(),
    name: record.name,
    email: record.email,
    phone: record.phone,
    message: record.message,
  };
  // Built in the export's column order: the JSON export writes its keys in this order.
  return Object.fromEntries(
    leadColumns.map((column) => {
      if (column in own) return [column, own[column as keyof typeof own]];
      const key = exported[column as DetailColumn];
      return [column, key === undefined ? null : (details[key] ?? null)];
    }),
  ) as unknown as Lead;
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
  const params: unknown[] = [[...(options.kinds ?? leadKinds)]];
  const filters = ['kind = ANY($1::text[])'];
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
    filters.push(`(created_at, id) < (${at}, ${id})`);
  }
  let sql = `SELECT id, kind, created_at, name, email, phone, message, details::text AS details FROM leads
    WHERE ${filters.join(' AND ')} ORDER BY created_at DESC, id DESC`;
  if (options.limit !== undefined) {
    params.push(options.limit);
    sql += ` LIMIT $${params.length}::int`;
  }
  return (await db.query<LeadsTableRecord>(sql, params)).map(toLead);
}
