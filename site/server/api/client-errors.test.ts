import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../app.ts';
import { type Database, openPglite } from '../db/database.ts';
import { migrate } from '../db/migrations.ts';
import { createLogger } from '../log.ts';
import { post, storedRows, testConfig } from '../testing/harness.ts';
import { maxClientErrorBytes } from './client-errors.ts';

let db: Database;
const lines: Record<string, unknown>[] = [];
const logger = createLogger(
  'info',
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
});

afterAll(async () => {
  await db.close();
});

const report = {
  kind: 'chunk',
  part: 'contact-form',
  path: '/contact',
  message: 'Failed to fetch dynamically imported module for sam@example.com',
};

describe('POST /api/client-errors', () => {
  it('logs a report once, as JSON, with the address masked, and stores nothing', async () => {
    const { app } = createApi({ config: testConfig(), db, logger });
    lines.length = 0;
    const response = await post(app, '/api/client-errors', report);
    expect(response.status).toBe(204);
    const logged = lines.filter((line) => line.msg === 'client error');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'warn', kind: 'chunk', part: 'contact-form', page: '/contact' });
    expect(logged[0]?.message).toBe('Failed to fetch dynamically imported module for s***@example.com');
    expect(JSON.stringify(lines)).not.toContain('sam@example.com');
    expect(await storedRows(db)).toBe(0);
  });

  it.each([
    ['an unknown kind', { ...report, kind: 'anything' }],
    ['a path with its query', { ...report, path: '/contact?email=sam@example.com' }],
    ['a message too long to be a report', { ...report, message: 'x'.repeat(301) }],
    ['no path', { kind: 'render', message: 'boom' }],
  ])('refuses %s with 400 and logs nothing', async (_name, body) => {
    const { app } = createApi({ config: testConfig(), db, logger });
    lines.length = 0;
    const response = await post(app, '/api/client-errors', body);
    expect(response.status).toBe(400);
    expect(lines.filter((line) => line.msg === 'client error')).toEqual([]);
  });

  it('refuses a body larger than a report with 413', async () => {
    const { app } = createApi({ config: testConfig(), db, logger });
    const response = await post(app, '/api/client-errors', { ...report, padding: 'x'.repeat(maxClientErrorBytes) });
    expect(response.status).toBe(413);
  });

  it('limits each client like every other endpoint', async () => {
    const { app } = createApi({ config: testConfig({ rateLimitPerMinute: 2 }), db, logger });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(app, '/api/client-errors', report)).status);
    expect(statuses).toEqual([204, 204, 429]);
  });
});
