/**
 * Leads under a page flood: lead POSTs (10 connections) while another client floods the production
 * server with site searches and unknown paths (20 connections), against the same lead load alone.
 * Searches render on request within a budget (cache, a few at once, a per-client allowance); unknown
 * paths get the prerendered not-found page from memory. Needs a build (`npm run build`).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { Benchmark, BenchRow } from './harness.ts';
import { startProductionServer } from './server.ts';

const durationSeconds = 10;

const leadBody = JSON.stringify({
  name: 'Flood Lead [<id>]',
  email: 'flood.[<id>]@example.com',
  phone: '0400 123 456',
  business_name: 'Flood Plumbing [<id>]',
  service_needed: 'Full Client Machine System',
  message: 'We would like more enquiries from Google.',
});

function leads(url: string) {
  return autocannon({
    url: `${url}/api/contact-submissions`,
    method: 'POST',
    connections: 10,
    duration: durationSeconds,
    // Its own thread, so the flood below does not slow the measuring.
    workers: 1,
    headers: { 'content-type': 'application/json' },
    body: leadBody,
    idReplacement: true,
  });
}

function flood(url: string) {
  const statuses = new Map<number, number>();
  const run = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: 20,
        duration: durationSeconds,
        requests: [
          {
            setupRequest: (request) => {
              const word = randomBytes(6).toString('hex');
              return { ...request, path: Math.random() < 0.5 ? `/search?q=${word}` : `/${word}/${word}` };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  });
  return { run, statuses };
}

export const pages: Benchmark = {
  name: 'page-flood',
  needs: 'npm run build',
  async run() {
    const server = await startProductionServer({ RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' });
    try {
      const alone = await leads(server.url);
      const pageFlood = flood(server.url);
      const [underFlood, flooded] = await Promise.all([leads(server.url), pageFlood.run]);
      const count = (status: number) => pageFlood.statuses.get(status) ?? 0;
      const failed = underFlood.non2xx + underFlood.errors + underFlood.timeouts;
      return [
        { benchmark: 'page-flood', metric: 'lead POST p99, alone', value: alone.latency.p99, unit: 'ms' },
        {
          benchmark: 'page-flood',
          metric: 'lead POST p99, during the flood',
          value: underFlood.latency.p99,
          unit: 'ms',
          target: '≤ 50',
          ok: underFlood.latency.p99 <= 50,
        },
        {
          benchmark: 'page-flood',
          metric: 'lead POSTs, during the flood',
          value: underFlood.requests.average,
          unit: 'req/s',
        },
        {
          benchmark: 'page-flood',
          metric: 'lead POSTs failed',
          value: failed,
          unit: '',
          target: '0',
          ok: failed === 0,
        },
        { benchmark: 'page-flood', metric: 'flood requests answered', value: flooded.requests.average, unit: 'req/s' },
        { benchmark: 'page-flood', metric: 'flood: searches rendered (200)', value: count(200), unit: '' },
        { benchmark: 'page-flood', metric: 'flood: not-found pages from memory (404)', value: count(404), unit: '' },
        { benchmark: 'page-flood', metric: 'flood: over the client allowance (429)', value: count(429), unit: '' },
        { benchmark: 'page-flood', metric: 'flood: over the render budget (503)', value: count(503), unit: '' },
      ] satisfies BenchRow[];
    } finally {
      await server.stop();
    }
  },
};
