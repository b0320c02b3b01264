/**
 * What each lead form declares once, in its own module beside its schema: how the browser and the HTML post
 * send it (`LeadFormDefinition`), and what the server makes of it (`LeadDescriptor`: its kind, how it is stored
 * and exported, and the words of its mails). The server reads descriptors as data; nothing here imports server
 * code. Pages never import the descriptors (a form's module exports its definition and its descriptor apart, so
 * the browser bundle keeps only the definition).
 */
import * as v from 'valibot';
import { honeypotField } from './fields.ts';

export interface LeadFormDefinition<TSchema extends v.GenericSchema = v.GenericSchema> {
  /** Checks the fields as the form shows them. */
  schema: TSchema;
  /** Path under `/api/` that stores it. */
  endpoint: string;
  /** Values the form always sends, whatever was posted (the inquiry endpoint's `formType`). */
  fixed?: Record<string, string>;
  /** The JSON body for the endpoint, from the checked values; by default the values as they are. */
  toBody?: (values: v.InferOutput<TSchema>) => Record<string, unknown>;
}

/**
 * A valid answer to a form, field by field as a visitor gives it (a choice by its value), for the suites that send
 * one; not the values it always sends, nor the honeypot. Each form declares one beside its definition.
 */
export type LeadFormSample<TSchema extends v.GenericSchema> = Readonly<
  Partial<Record<Exclude<keyof v.InferInput<TSchema>, typeof honeypotField>, string>> & { email: string }
>;

/**
 * The form's fields in the order its page shows them, for its error summaries: its schema's order (each form
 * declares its fields in page order, and the end-to-end journeys hold the summary to the fields' order on the
 * page), without the honeypot and the values it always sends.
 */
export function fieldOrder({ schema, fixed = {} }: AnyLeadForm): string[] {
  const { entries = {} } = schema as { entries?: Record<string, unknown> };
  return Object.keys(entries).filter((name) => name !== honeypotField && !(name in fixed));
}

/** Any form's definition, as a table of forms holds it. */
export type AnyLeadForm = Omit<LeadFormDefinition, 'toBody'> & {
  toBody?: (values: never) => Record<string, unknown>;
};

/** The admin export's columns, in order: every lead, whatever its form, as one flat record. */
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
] as const;

type LeadColumn = (typeof leadColumns)[number];

/** The columns every lead has in storage, whatever its form. */
export type StoredColumn = 'id' | 'created_at' | 'name' | 'email' | 'phone' | 'message';

/** The export columns a form fills from the rest of its record. */
export type DetailColumn = Exclude<LeadColumn, StoredColumn | 'kind'>;

/** A lead as the export and the mails read it (`role` is the slug of its job page, `link` a CV or portfolio). */
export type ExportedLead = Record<Exclude<LeadColumn, 'kind' | 'id' | 'created_at' | 'name' | 'email'>, string | null> &
  Record<'id' | 'created_at' | 'name' | 'email', string>;

/** The agency as its mails name it (the server passes its sender identity). */
interface Sender {
  name: string;
  hoursText: string;
}

/** The acknowledgement mail's own words; the greeting, privacy note and footer are every form's. */
interface AcknowledgementWords {
  subject: string;
  heading: string;
  paragraphs: string[];
}

export interface LeadDescriptor<TValues = never, TKind extends string = string> {
  /** How the browser and the HTML post send it. */
  form: AnyLeadForm;
  /** The lead kind in storage, the export and webhooks. */
  kind: TKind;
  /** The kind as the agency reads it (mails). */
  label: string;
  /**
   * The stored record from the checked values: every field under its stored name, in order (after `id` and
   * `created_at`). Webhooks post it as it is.
   */
  record: (values: TValues) => Record<string, string | null>;
  /** The record's field that is the lead's name, or the two whose values joined by a space make it. */
  name: string | readonly [string, string];
  /** Where each further export column comes from: a field of the record; a column not listed is empty. */
  exported: Partial<Record<DetailColumn, string>>;
  /** What the acknowledgement says; it never repeats a word the visitor typed. */
  acknowledgement: AcknowledgementWords | ((lead: ExportedLead, sender: Sender) => AcknowledgementWords);
}

/** An optional value as stored: missing is null. */
export const orNull = (value: string | undefined) => value ?? null;

/**
 * The schema of an endpoint that takes several forms: told apart by the field each sends as a fixed value
 * (the inquiry endpoint's `formType`). One form's endpoint takes its own schema.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpointSchema(forms: readonly AnyLeadForm[]): v.GenericSchema {
  const [first, ...rest] = forms;
  if (!first) throw new Error('an endpoint needs a form');
  if (rest.length === 0) return first.schema;
  const key = Object.keys(first.fixed ?? {})[0];
  if (!key) throw new Error(`the forms sent to ${first.endpoint} need a fixed field to tell them apart`);
  const values = forms.map((form) => `'${form.fixed?.[key]}'`).join(' or ');
  const schemas = forms.map((form) => form.schema) as unknown as v.VariantOptions<string>;
  return v.variant(key, schemas, (issue) =>
    issue.path?.[0]?.key === key || issue.expected !== 'Object'
      ? `${key} must be ${values}.`
      : 'Please send the form as a JSON object.',
  );
}
