/**
 * Caps on mail to one person, whoever types their address into a form. An address is counted by its
 * normalised form (lower case, `+tag` removed from the local part), so sub-addresses of one mailbox
 * share one allowance. The counts are read from `mail_outbox`, so they hold across instances and restarts.
 */
import type { Queryable } from '../db/database.ts';

/** `Jane.Doe+quotes@Example.com` → `jane.doe@example.com`. */
export function normalisedAddress(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  // A local part that starts with `+` has no mailbox name before its tag: it is kept whole.
  return plus > 0 ? `${local.slice(0, plus)}${lower.slice(at)}` : lower;
}

/** The same normalisation in SQL, for rows written before the column existed. */
export const normalisedAddressSql = (column: string) =>
  `regexp_replace(lower(${column}), '^([^+@]+)\\+[^@]*@', '\\1@')`;

export const recipientCapWindowMs = 24 * 3_600_000;

/** Mails to one normalised address per window; templates not listed are not capped. */
export const recipientCaps = {
  lead_acknowledgement: 3,
  newsletter_confirmation: 1,
} as const;

export type CappedTemplate = keyof typeof recipientCaps;

export const isCapped = (template: string): template is CappedTemplate => Object.hasOwn(recipientCaps, template);

/**
 * Holds back the capped mails just written (`ids`) that go over their recipient's allowance: they stay
 * in the outbox as `withheld`, never sent. A lead's notification to the agency then says its
 * acknowledgement was withheld. Jobs of one recipient are serialised by an advisory lock, so instances
 * writing at the same moment cannot both take the last place.
 */
export async function withholdOverCap(tx: Queryable, ids: string[], keys: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtext('mail-cap:' || key))
     FROM (SELECT DISTINCT unnest($1::text[]) AS key ORDER BY 1) AS keys`,
    [keys],
  );
  await tx.query(
    `WITH batch AS (
       SELECT id, recipient_key, template, ref_id, created_at FROM mail_outbox WHERE id = ANY($1::uuid[])
     ), ranked AS (
       SELECT b.id, b.template,
         (SELECT count(*) FROM mail_outbox o
          WHERE o.recipient_key = b.recipient_key AND o.template = b.template AND o.created_at > $2::timestamptz
            AND o.status <> 'withheld' AND NOT (o.id = ANY($1::uuid[])))
         + row_number() OVER (PARTITION BY b.recipient_key, b.template ORDER BY b.created_at, b.id) AS nth
       FROM batch b
     ), over AS (
       UPDATE mail_outbox SET status = 'withheld' FROM ranked
       WHERE mail_outbox.id = ranked.id AND ranked.nth > (CASE ranked.template ${Object.entries(recipientCaps)
         .map(([template, cap]) => `WHEN '${template}' THEN ${cap}`)
         .join(' ')} ELSE 1000000 END)
       RETURNING mail_outbox.ref_id
     )
     UPDATE mail_outbox SET payload = $3
     WHERE template = 'lead_notification' AND ref_id IN (SELECT ref_id FROM over WHERE ref_id IS NOT NULL)`,
    [
      ids,
      new Date(now.getTime() - recipientCapWindowMs).toISOString(),
      JSON.stringify({ acknowledgement: 'withheld' }),
    ],
  );
}
