/** Every mail the API sends, in the spec's words, as text and escaped HTML. */
import { jobRoleLabel } from '../../src/forms/job-application.ts';
import { type Lead, leadDescriptor } from '../leads.ts';
import { maskEmails } from '../log.ts';
import { escapeHtml } from './html.ts';
import { senderIdentity } from './identity.ts';
import { recipientCaps } from './recipients.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface TemplateContext {
  siteUrl: string;
}

/** A mail body as paragraphs; `fields` become a label/value list. */
interface Body {
  heading: string;
  paragraphs: string[];
  fields?: [string, string][];
  link?: { label: string; href: string };
  marketingFooter?: boolean;
}

function footerLines(context: TemplateContext): string[] {
  return [
    `${senderIdentity.name} · ${senderIdentity.city}`,
    senderIdentity.address,
    `Phone ${senderIdentity.phone} · ${senderIdentity.email} · ${context.siteUrl}`,
    `We answer ${senderIdentity.hoursText}.`,
  ];
}

function render(subject: string, body: Body, context: TemplateContext): RenderedMail {
  const fieldText = (body.fields ?? []).map(([label, value]) =>
    value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`,
  );
  const marketing = body.marketingFooter
    ? [
        `You are receiving this because you subscribed to ${senderIdentity.name} insights.`,
        `Unsubscribe at any time: ${context.siteUrl}/unsubscribe`,
      ]
    : [];
  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(fieldText.length > 0 ? [...fieldText, ''] : []),
    ...(body.link ? [`${body.link.label}: ${body.link.href}`, ''] : []),
    '--',
    ...footerLines(context),
    ...(marketing.length > 0 ? ['', ...marketing] : []),
    '',
  ].join('\n');

  const paragraphHtml = (value: string) => `<p>${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<h1>${escapeHtml(body.heading)}</h1>`,
    ...body.paragraphs.map(paragraphHtml),
    ...(body.fields && body.fields.length > 0
      ? [
          '<table>',
          ...body.fields.map(
            ([label, value]) =>
              `<tr><th scope="row" align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    ...(body.link ? [`<p><a href="${escapeHtml(body.link.href)}">${escapeHtml(body.link.label)}</a></p>`] : []),
    '<hr>',
    `<p>${footerLines(context).map(escapeHtml).join('<br>')}</p>`,
    ...(marketing.length > 0 ? [`<p>${marketing.map(escapeHtml).join('<br>')}</p>`] : []),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

const fieldLabels: [keyof Lead, string][] = [
  ['role', 'Role'],
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['company', 'Business / company'],
  ['website', 'Website'],
  ['link', 'CV, portfolio or LinkedIn'],
  ['service', 'Service needed'],
  ['project_type', 'Project type'],
  ['goal', 'Main goal'],
  ['preferred_time', 'Preferred time'],
  ['industry', 'Industry'],
  ['budget', 'Budget'],
  ['timeline', 'Timeline'],
  ['message', 'Message'],
];

function leadFields(lead: Lead): [string, string][] {
  const fields: [string, string][] = [];
  for (const [key, label] of fieldLabels) {
    // A role is stored as its job page's slug; the agency reads it by its title.
    const value = key === 'role' ? (jobRoleLabel(lead.role) ?? lead.role) : lead[key];
    if (typeof value === 'string' && value !== '') fields.push([label, value]);
  }
  return fields;
}

const melbourneTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Australia/Melbourne',
});

/** When a lead arrived, as the agency and the prospect both read it: Melbourne wall time, never UTC. */
function receivedAt(lead: Lead): string {
  return `${melbourneTime.format(new Date(lead.created_at))} (Melbourne time)`;
}

/** To the agency: every field, ready to reply to. */
export function leadNotification(
  lead: Lead,
  context: TemplateContext,
  options: { acknowledgementWithheld?: boolean } = {},
): RenderedMail {
  const { label } = leadDescriptor(lead.kind);
  return render(
    `New lead: ${label} from ${subjectSafe(lead.name) || 'an unnamed visitor'}`,
    {
      heading: `New lead: ${label}`,
      paragraphs: [
        `Received ${receivedAt(lead)}, lead ${lead.id}. Reply to this e-mail to answer ${lead.name} directly.`,
        ...(options.acknowledgementWithheld
          ? [
              `No acknowledgement was sent: this address has had ${recipientCaps.lead_acknowledgement} in the last 24 hours, so further ones are withheld. If the lead is genuine, reply to it yourself.`,
            ]
          : []),
      ],
      fields: leadFields(lead),
    },
    context,
  );
}

/**
 * To the prospect: what happens next, and which form arrived when. Nothing the visitor typed appears
 * in it (not even the name): anyone can type anyone's address into a form, and this mail must never
 * carry a stranger's words to that inbox.
 */
export function leadAcknowledgement(lead: Lead, context: TemplateContext): RenderedMail {
  const entry = leadDescriptor(lead.kind).acknowledgement;
  const words = typeof entry === 'function' ? entry(lead, senderIdentity) : entry;
  return render(
    words.subject,
    {
      heading: words.heading,
      paragraphs: [
        'Hello,',
        ...words.paragraphs,
        `Questions in the meantime? Call us on ${senderIdentity.phone} or reply to this e-mail.`,
        'For your privacy this e-mail does not repeat what was typed into the form. If you did not send it, ignore this e-mail: we will not add you to any list.',
      ],
      fields: [
        ['Form', leadDescriptor(lead.kind).label],
        ['Received', receivedAt(lead)],
      ],
    },
    context,
  );
}

export function newsletterConfirmation(confirmUrl: string, context: TemplateContext): RenderedMail {
  return render(
    `Please confirm your subscription to ${senderIdentity.name} insights`,
    {
      heading: 'Please confirm your subscription',
      paragraphs: [
        `Someone, hopefully you, asked to receive ${senderIdentity.name}'s digital growth insights at this address.`,
        'Confirm with the link below. If it was not you, ignore this e-mail and you will hear nothing more from us.',
      ],
      link: { label: 'Confirm my subscription', href: confirmUrl },
    },
    context,
  );
}

export function newsletterWelcome(context: TemplateContext): RenderedMail {
  return render(
    `You're subscribed to ${senderIdentity.name} insights`,
    {
      heading: "You're subscribed",
      paragraphs: [
        'Thanks for confirming. You will receive our articles on web design, SEO and digital growth for local businesses.',
      ],
      link: { label: 'Read the latest articles', href: `${context.siteUrl}/digital-trends` },
      marketingFooter: true,
    },
    context,
  );
}

/** Longest part of a subject taken from what a visitor typed. */
export const subjectNameMax = 60;

/**
 * Typed text made fit for a subject line: no control characters, bidirectional overrides or
 * isolates, zero-width characters or angle brackets (which mail clients may render or reorder),
 * spaces collapsed, and at most `subjectNameMax` characters.
 */
function subjectSafe(value: string): string {
  const cleaned = value
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF<>]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...cleaned];
  return characters.length > subjectNameMax
    ? `${characters
        .slice(0, subjectNameMax - 1)
        .join('')
        .trimEnd()}…`
    : cleaned;
}

/** One unsubscribe as the agency's digest lists it. */
export interface DigestEntry {
  email: string;
  via: string;
  created_at: string;
}

/** Addresses listed in one digest; the rest are counted. */
const digestListMax = 200;

/**
 * To the agency, once per period: the unsubscribes it brought, counted, with their addresses masked
 * (anyone can type anyone's address into the unsubscribe form).
 */
export function unsubscribeDigest(
  entries: DigestEntry[],
  period: { from: string; to: string },
  context: TemplateContext,
): RenderedMail {
  const listed = entries.slice(0, digestListMax);
  const lines = listed.map((entry) => `${maskEmails(entry.email)} (${entry.via}, ${entry.created_at})`);
  if (entries.length > listed.length) lines.push(`and ${entries.length - listed.length} more`);
  const count = entries.length === 1 ? '1 unsubscribe' : `${entries.length} unsubscribes`;
  return render(
    `Unsubscribe requests: ${count}`,
    {
      heading: 'Unsubscribe requests',
      paragraphs: [
        `${count} from ${period.from} to ${period.to}. These addresses asked to receive no more marketing e-mail and are on the suppression list now; remove them from any other list you keep. They are shown masked here; the full addresses are in the suppressions table.`,
        lines.join('\n'),
      ],
      fields: [['Count', String(entries.length)]],
    },
    context,
  );
}

export function unsubscribeNotice(email: string, via: string, context: TemplateContext): RenderedMail {
  return render(
    'Unsubscribe request',
    {
      heading: 'Unsubscribe request',
      paragraphs: [
        'This address asked to receive no more marketing e-mail. It is on the suppression list now; remove it from any other list you keep.',
      ],
      fields: [
        ['Email', email],
        ['Via', via],
      ],
    },
    context,
  );
}
