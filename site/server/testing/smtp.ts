/** A real SMTP peer on loopback that keeps every message it accepts. */
import { SMTPServer } from 'smtp-server';
import { freePort } from './postgres.ts';

interface ReceivedMail {
  raw: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  text: string;
  html: string;
}

export interface SmtpPeer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops listening: connections are refused until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

/** `answerDelayMs`: how long the peer waits, once a message is in, before it says it took it (a slow server). */
export async function startSmtpPeer(options: { answerDelayMs?: number } = {}): Promise<SmtpPeer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const up = async () => {
    if (server) return;
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Going down drops open connections at once, as a crashed server would.
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({ raw, envelopeTo: session.envelope.rcptTo.map((to) => to.address), ...parseMail(raw) });
          if (options.answerDelayMs) setTimeout(callback, options.answerDelayMs);
          else callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    server = next;
  };
  const down = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await up();
  return { port, url: `smtp://127.0.0.1:${port}`, received, up, down, close: down };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < source.length; index++) {
    const character = source[index] as string;
    const hex = source.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(character, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeHeaderWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Headers (lower-case names, unfolded, decoded) and the text and HTML parts of a message. */
function parseMail(raw: string): { headers: Map<string, string>; text: string; html: string } {
  const { headers, body } = splitPart(raw);
  let text = '';
  let html = '';
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const part = splitPart(piece.replace(/^\n/, ''));
        visit(part.headers, part.body);
      }
      return;
    }
    if (type.toLowerCase().startsWith('text/html')) html += decodeBody(partHeaders, partBody);
    else if (type.toLowerCase().startsWith('text/plain')) text += decodeBody(partHeaders, partBody);
  };
  visit(headers, body);
  return { headers, text, html };
}
