/**
 * Leads under floods: lead POSTs (10 connections, each request from its own address) alone, then while another
 * client floods the production server (each flood 16-20 connections):
 * - site searches and unknown paths from rotating addresses, while visitors open the sent view of every form page;
 * - lead forms posted as HTML (no JavaScript) from one address, most of them over its rate limit;
 * - `/api/ready` with a mail backlog of 40,000 jobs (seeded before the server starts, not yet due).
 * Clients are told apart by `X-Forwarded-For` (`TRUST_PROXY=1`), with the rate limits on as configured by default.
 * Needs a build (`npm run build`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../site/server/db/database.ts';
import { migrate } from '../../site/server/db/migrations.ts';
import { samplePost } from '../../site/src/forms/samples.ts';
import type { Benchmark, BenchRow } from './harness.ts';
import { formPages } from './pages.ts';
import { startProductionServer } from './server.ts';

const durationSeconds = 10;
const warmUpSeconds = 2;
const backlogJobs = 40_000;

const leadBody = JSON.stringify({
  name: 'Flood Lead [<id>]',
  email: 'flood.[<id>]@example.com',
  phone: '0400 123 456',
  business_name: 'Flood Plumbing [<id>]',
  service_needed: 'Full Client Machine System',
  message: 'We would like more enquiries from Google.',
});

function leads(url: string, duration = durationSeconds) {
  return autocannon({
    url: `${url}/api/contact-submissions`,
    method: 'POST',
    connections: 10,
    duration,
    // Its own thread, so the flood below does not slow the measuring.
    workers: 1,
    // Each lead from its own address (the id), so none is over a client's allowance.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '[<id>]' },
    body: leadBody,
    idReplacement: true,
  });
}

/** A load of `options` that counts its answers by status. */
function counted(options: autocannon.Options) {
  const statuses = new Map<number, number>();
  const run = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ duration: durationSeconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  });
  return { run, count: (status: number) => statuses.get(status) ?? 0 };
}

/** Searches and unknown paths, each from another address. */
const pageFlood = (url: string) =>
  counted({
    url,
    connections: 20,
    requests: [
      {
        setupRequest: (request) => {
          const word = randomBytes(6).toString('hex');
          return {
            ...request,
            path: Math.random() < 0.5 ? `/search?q=${word}` : `/${word}/${word}`,
            headers: { 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` },
          };
        },
      },
    ],
  });

/** The home form posted as HTML, the way a page without scripts sends it, 16 at a time from one address. */
const postFlood = (url: string) =>
  counted({
    url: `${url}/`,
    method: 'POST',
    connections: 16,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
    body: samplePost('home', { name: 'Post Flood [<id>]', email: 'post.flood@example.com' }).replaceAll(
      '%5B%3Cid%3E%5D',
      '[<id>]',
    ),
    idReplacement: true,
  });

const readyFlood = (url: string) => counted({ url: `${url}/api/ready`, connections: 16 });

/** Each form page's sent view, as a visitor whose post was stored is sent to it: how many answered with it. */
async function sentViews(url: string, pairs: { path: string; form: string }[], signal: { done: boolean }) {
  let shown = 0;
  let asked = 0;
  while (!signal.done) {
    for (const { path, form } of pairs) {
      if (signal.done) break;
      asked++;
      // The address a stored post is sent to: the first visit of each is one no cache has seen.
      const response = await fetch(`${url}${path}?sent=${form}`, {
        headers: { 'x-forwarded-for': `192.0.2.${asked % 250}` },
      });
      const page = await response.text();
      if (response.status === 200 && page.includes('id="posted-form"')) shown++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { shown, asked };
}

/** The lead forms each form page carries, read from its prerendered HTML. */
async function formsOnPages(url: string) {
  const pairs: { path: string; form: string }[] = [];
  for (const path of formPages) {
    const page = await (await fetch(`${url}${path}`)).text();
    for (const match of page.matchAll(/name="_form"[^>]*value="([a-z-]+)"|value="([a-z-]+)"[^>]*name="_form"/g))
      pairs.push({ path, form: match[1] ?? match[2] ?? '' });
  }
  return pairs;
}

/** A data folder whose database holds `jobs` mail jobs, pending but due only tomorrow. */
async function dataDirWithBacklog(jobs: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tallowood-bench-'));
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await db.query(
    `INSERT INTO mail_outbox (id, created_at, template, recipient, payload, next_attempt_at)
     SELECT gen_random_uuid(), now(), 'notification', 'leads@tallowood.digital', '{}', now() + interval '1 day'
     FROM generate_series(1, $1::int)`,
    [jobs],
  );
  await db.close();
  return dataDir;
}

function p99Row(metric: string, result: autocannon.Result, target: number): BenchRow[] {
  const failed = result.non2xx + result.errors + result.timeouts;
  return [
    {
      benchmark: 'page-flood',
      metric: `lead POST p99, ${metric}`,
      value: result.latency.p99,
      unit: 'ms',
      target: `≤ ${target}`,
      ok: result.latency.p99 <= target,
    },
    { benchmark: 'page-flood', metric: `lead POSTs, ${metric}`, value: result.requests.average, unit: 'req/s' },
    {
      benchmark: 'page-flood',
      metric: `lead POSTs failed, ${metric}`,
      value: failed,
      unit: '',
      target: '0',
      ok: !failed,
    },
  ];
}

export const pages: Benchmark = {
  name: 'page-flood',
  needs: 'npm run build',
  async run() {
    const env = { LOG_LEVEL: 'warn', TRUST_PROXY: '1' };
    const rows: BenchRow[] = [];
    const row = (metric: string, value: number, unit = '') =>
      rows.push({ benchmark: 'page-flood', metric, value, unit });
    const server = await startProductionServer(env);
    try {
      // A fresh server's first requests compile its code: they are not what is measured.
      await leads(server.url, warmUpSeconds);
      rows.push(...p99Row('alone', await leads(server.url), 50));

      const pairs = await formsOnPages(server.url);
      const pagesFlooded = pageFlood(server.url);
      const signal = { done: false };
      const visitors = sentViews(server.url, pairs, signal);
      const [underPages, flooded] = await Promise.all([leads(server.url), pagesFlooded.run]);
      signal.done = true;
      const sent = await visitors;
      rows.push(...p99Row('during the search and 404 flood', underPages, 50));
      row('search flood answered', flooded.requests.average, 'req/s');
      row('search flood: searches rendered (200)', pagesFlooded.count(200));
      row('search flood: not-found pages from memory (404)', pagesFlooded.count(404));
      row('search flood: over the client allowance (429)', pagesFlooded.count(429));
      row('search flood: over the render budget (503)', pagesFlooded.count(503));
      rows.push({
        benchmark: 'page-flood',
        metric: `sent views shown during the flood (of ${sent.asked}, ${pairs.length} forms)`,
        value: sent.shown,
        unit: '',
        target: `${sent.asked}`,
        ok: sent.shown === sent.asked,
      });

      const posts = postFlood(server.url);
      const [underPosts, posted] = await Promise.all([leads(server.url), posts.run]);
      rows.push(...p99Row('during the HTML-post flood', underPosts, 250));
      row('HTML-post flood answered', posted.requests.average, 'req/s');
      row('HTML-post flood: stored (303)', posts.count(303));
      row('HTML-post flood: over the rate limit (429)', posts.count(429));
      row('HTML-post flood p99', posted.latency.p99, 'ms');
    } finally {
      await server.stop();
    }

    const backlogged = await startProductionServer({ ...env, DATA_DIR: await dataDirWithBacklog(backlogJobs) });
    try {
      await leads(backlogged.url, warmUpSeconds);
      const ready = readyFlood(backlogged.url);
      const [underReady, readied] = await Promise.all([leads(backlogged.url), ready.run]);
      rows.push(...p99Row(`during the /api/ready flood (backlog ${backlogJobs})`, underReady, 250));
      row('/api/ready flood answered', readied.requests.average, 'req/s');
      row('/api/ready flood p99', readied.latency.p99, 'ms');
      row('/api/ready flood: ready (200)', ready.count(200));
    } finally {
      await backlogged.stop();
    }
    return rows;
  },
};
