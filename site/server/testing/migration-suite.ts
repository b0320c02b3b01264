/**
 * The move of every lead from its form's own table into `leads` (migration 7), run against one database engine
 * with rows written by the old schema. `api.pglite.test.ts` and `api.postgres.test.ts` call this.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadColumns } from '../../src/forms/leadForm.ts';
import type { Database } from '../db/database.ts';
import { migrate, schemaVersion } from '../db/migrations.ts';
import { type Lead, listLeads } from '../leads.ts';
import { storedLead } from './harness.ts';

const ids = {
  home: '00000000-0000-4000-8000-000000000001',
  homeBare: '00000000-0000-4000-8000-000000000002',
  contact: '00000000-0000-4000-8000-000000000003',
  consultation: '00000000-0000-4000-8000-000000000004',
  demo: '00000000-0000-4000-8000-000000000005',
  audit: '00000000-0000-4000-8000-000000000006',
  job: '00000000-0000-4000-8000-000000000007',
};

/** One lead of every kind as the old schema (migrations 1 to 6) stored it, empty optional fields included. */
const oldRows = `
INSERT INTO contact_submissions (id, created_at, name, email, phone, business_name, website_url, service_needed,
  message, source) VALUES
  ('${ids.home}', '2026-03-01 09:00:01+00', 'Jane Citizen', 'jane@example.com', '0400 111 222', 'Citizen Plumbing',
   'https://citizen.com.au', 'New Website', 'More calls, please', 'homepage_client_machine'),
  ('${ids.homeBare}', '2026-03-01 09:00:02+00', 'Bo', 'bo@example.com', '0400 333 444', 'Bo''s', NULL,
   'SEO & Google Ranking', NULL, 'homepage_client_machine');
INSERT INTO inquiries (id, created_at, form_type, first_name, last_name, email, phone, company, website, project_type,
  goal, preferred_time, project_details, message) VALUES
  ('${ids.contact}', '2026-03-01 09:00:03+00', 'contact', 'Ann', 'Lee', 'ann@example.com', NULL, 'Lee & Co', NULL,
   'SEO Services', NULL, NULL, NULL, 'A faster site'),
  ('${ids.consultation}', '2026-03-01 09:00:04+00', 'consultation', 'Mia', 'Rossi', 'mia@example.com',
   '03 9111 4820', NULL, 'https://rossi-cafe.com.au', NULL, 'Generate more leads', 'Afternoon (12PM-5PM AEST)',
   'Online ordering', 'Online ordering');
INSERT INTO demo_requests (id, created_at, full_name, email, business_name, industry, budget, timeline, message) VALUES
  ('${ids.demo}', '2026-03-01 09:00:05+00', 'Sam Ng', 'sam@example.com', NULL, 'Real Estate', '$5,000 - $15,000',
   NULL, NULL);
INSERT INTO audit_requests (id, created_at, name, email, phone, message) VALUES
  ('${ids.audit}', '2026-03-01 09:00:06+00', 'Kim', 'kim@example.com', '0400 555 666', '=1+1 "quoted", text');
INSERT INTO job_applications (id, created_at, role, name, email, phone, link, message) VALUES
  ('${ids.job}', '2026-03-01 09:00:07+00', 'ui-ux-designer', 'Lou', 'lou@example.com', NULL,
   'https://lou.example/cv', 'Hello');
`;

const empty = Object.fromEntries(leadColumns.map((column) => [column, null]));
const lead = (fields: Partial<Lead>): Lead => ({ ...empty, ...fields }) as Lead;

/** The export of those rows as the old schema gave it (one SELECT per table, in the export's columns). */
const exported: Lead[] = [
  lead({
    kind: 'job_application',
    id: ids.job,
    created_at: '2026-03-01T09:00:07.000Z',
    name: 'Lou',
    email: 'lou@example.com',
    message: 'Hello',
    role: 'ui-ux-designer',
    link: 'https://lou.example/cv',
  }),
  lead({
    kind: 'audit_request',
    id: ids.audit,
    created_at: '2026-03-01T09:00:06.000Z',
    name: 'Kim',
    email: 'kim@example.com',
    phone: '0400 555 666',
    message: '=1+1 "quoted", text',
  }),
  lead({
    kind: 'demo_request',
    id: ids.demo,
    created_at: '2026-03-01T09:00:05.000Z',
    name: 'Sam Ng',
    email: 'sam@example.com',
    industry: 'Real Estate',
    budget: '$5,000 - $15,000',
  }),
  lead({
    kind: 'consultation',
    id: ids.consultation,
    created_at: '2026-03-01T09:00:04.000Z',
    name: 'Mia Rossi',
    first_name: 'Mia',
    last_name: 'Rossi',
    email: 'mia@example.com',
    phone: '03 9111 4820',
    website: 'https://rossi-cafe.com.au',
    goal: 'Generate more leads',
    preferred_time: 'Afternoon (12PM-5PM AEST)',
    message: 'Online ordering',
  }),
  lead({
    kind: 'contact',
    id: ids.contact,
    created_at: '2026-03-01T09:00:03.000Z',
    name: 'Ann Lee',
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    company: 'Lee & Co',
    project_type: 'SEO Services',
    message: 'A faster site',
  }),
  lead({
    kind: 'contact_submission',
    id: ids.homeBare,
    created_at: '2026-03-01T09:00:02.000Z',
    name: 'Bo',
    email: 'bo@example.com',
    phone: '0400 333 444',
    company: "Bo's",
    service: 'SEO & Google Ranking',
    source: 'homepage_client_machine',
  }),
  lead({
    kind: 'contact_submission',
    id: ids.home,
    created_at: '2026-03-01T09:00:01.000Z',
    name: 'Jane Citizen',
    email: 'jane@example.com',
    phone: '0400 111 222',
    company: 'Citizen Plumbing',
    website: 'https://citizen.com.au',
    service: 'New Website',
    message: 'More calls, please',
    source: 'homepage_client_machine',
  }),
];

export function defineLeadMigrationTests(
  engine: string,
  open: () => Promise<{ db: Database; close(): Promise<void> }>,
) {
  describe(`the move of leads into one table on ${engine}`, () => {
    let db: Database;
    let closeDb: () => Promise<void>;

    beforeAll(async () => {
      ({ db, close: closeDb } = await open());
      await migrate(db, 6);
      await db.exec(oldRows);
      expect(await migrate(db)).toBe(schemaVersion - 6);
    }, 60_000);
    afterAll(async () => {
      await closeDb();
    });

    it('exports every old lead exactly as before, columns in the same order', async () => {
      const leads = await listLeads(db);
      expect(leads).toEqual(exported);
      for (const each of leads) expect(Object.keys(each)).toEqual([...leadColumns]);
      expect(await listLeads(db, { kinds: ['contact', 'consultation'] })).toEqual(
        exported.filter((each) => each.kind === 'contact' || each.kind === 'consultation'),
      );
    });

    it('keeps every field of every old row, under its old name', async () => {
      // The engines hand back a timestamp as a Date or a string: compare it as an ISO time.
      const strip = (row: Record<string, unknown> | undefined) => {
        const { created_at, ...rest } = row ?? {};
        return { ...rest, created_at: new Date(created_at as string).toISOString() };
      };
      expect(strip(await storedLead(db, ids.home))).toEqual(
        strip({
          id: ids.home,
          kind: 'contact_submission',
          created_at: '2026-03-01T09:00:01.000Z',
          name: 'Jane Citizen',
          email: 'jane@example.com',
          phone: '0400 111 222',
          business_name: 'Citizen Plumbing',
          website_url: 'https://citizen.com.au',
          service_needed: 'New Website',
          message: 'More calls, please',
          source: 'homepage_client_machine',
        }),
      );
      expect(strip(await storedLead(db, ids.consultation))).toEqual(
        strip({
          id: ids.consultation,
          kind: 'consultation',
          created_at: '2026-03-01T09:00:04.000Z',
          name: 'Mia Rossi',
          form_type: 'consultation',
          first_name: 'Mia',
          last_name: 'Rossi',
          email: 'mia@example.com',
          phone: '03 9111 4820',
          company: null,
          website: 'https://rossi-cafe.com.au',
          project_type: null,
          goal: 'Generate more leads',
          preferred_time: 'Afternoon (12PM-5PM AEST)',
          project_details: 'Online ordering',
          message: 'Online ordering',
        }),
      );
      expect(strip(await storedLead(db, ids.demo))).toEqual(
        strip({
          id: ids.demo,
          kind: 'demo_request',
          created_at: '2026-03-01T09:00:05.000Z',
          name: 'Sam Ng',
          email: 'sam@example.com',
          phone: null,
          business_name: null,
          industry: 'Real Estate',
          budget: '$5,000 - $15,000',
          timeline: null,
          message: null,
        }),
      );
      expect(strip(await storedLead(db, ids.job))).toEqual(
        strip({
          id: ids.job,
          kind: 'job_application',
          created_at: '2026-03-01T09:00:07.000Z',
          role: 'ui-ux-designer',
          name: 'Lou',
          email: 'lou@example.com',
          phone: null,
          link: 'https://lou.example/cv',
          message: 'Hello',
        }),
      );
    });

    it('drops the old tables once their rows are moved', async () => {
      const rows = await db.query<{ name: string | null }>(
        `SELECT to_regclass(name)::text AS name FROM unnest(ARRAY['contact_submissions', 'inquiries', 'demo_requests',
           'audit_requests', 'job_applications']) AS name`,
      );
      expect(rows.map((row) => row.name)).toEqual([null, null, null, null, null]);
    });
  });
}
