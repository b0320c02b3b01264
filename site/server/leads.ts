/**
 * The kinds of lead and how each is stored and read back, all from the forms' descriptors (`LeadDescriptor` in
 * src/forms/leadForm.ts): one `leads` table, and one flat shape for the export and the mails.
 */
import {
  type DetailColumn,
  type ExportedLead,
  type LeadDescriptor,
  leadColumns,
  type StoredColumn,
} from '../src/forms/leadForm.ts';
import { leadDescriptors } from '../src/forms/leadForms.ts';
import type { Queryable } from './db/database.ts';

export type LeadKind = (typeof leadDescriptors)[number]['kind'];

export const leadKinds: readonly LeadKind[] = leadDescriptors.map((descriptor) => descriptor.kind);

const descriptorsByKind = new Map<string, LeadDescriptor<never>>(
  leadDescriptors.map((descriptor) => [descriptor.kind, descriptor as LeadDescriptor<never>]),
);

/** The descriptor of a kind of lead. */
export function leadDescriptor(kind: LeadKind): LeadDescriptor<never> {
  const descriptor = descriptorsByKind.get(kind);
  if (!descriptor) throw new Error(`no lead form of kind ${kind}`);
  return descriptor;
}

/** Every lead, whatever its form, as one flat record (the admin export's columns). */
export interface Lead extends ExportedLead {
  kind: LeadKind;
}

/** A validated submission ready to store: its kind and its record (the fields under their stored names). */
export interface LeadRow {
  kind: LeadKind;
  row: Record<string, string | null>;
}

/** The submission of `values` (checked by the descriptor's form) as received `createdAt`. */
export function leadRow(descriptor: LeadDescriptor<never>, id: string, createdAt: string, values: unknown): LeadRow {
  return {
    kind: descriptor.kind as LeadKind,
    row: { id, created_at: createdAt, ...descriptor.record(values as never) },
  };
}

/**
 * The `leads` row of a submission: the fields every lead has in their columns, every other field of its
 * record in `details` under its own name, so nothing the form sent is lost.
 */
export function leadsTableRow(lead: LeadRow): Record<string, string | null> {
  const { id, created_at, email, phone = null, message = null, ...details } = lead.row;
  const source = leadDescriptor(lead.kind).name;
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

type StoredColumns = Pick<Lead, StoredColumn>;

interface LeadsTableRecord extends Omit<StoredColumns, 'created_at'> {
  kind: LeadKind;
  created_at: Date | string;
  details: string;
}

function toLead(record: LeadsTableRecord): Lead {
  const details = JSON.parse(record.details) as Record<string, string | null>;
  const { exported } = leadDescriptor(record.kind);
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
