/**
 * SIGTERM under load: every request gets an answer (201, or 503 once the server is stopping) and no
 * connection is reset; every 201 is still there after a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApiProcess, stopApiProcesses, waitForApi } from './testing/api-process.ts';
import { adminToken, type LeadPath, leadPaths, validBodies } from './testing/harness.ts';
import { freePort } from './testing/postgres.ts';

describe('SIGTERM under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lead-api-sigterm-'));
  afterAll(async () => {
    await stopApiProcesses();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request with 201 or 503, resets none, and keeps every 201', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startApiProcess({ PORT: String(port), DATA_DIR: dataDir });
    await waitForApi(base, first);

    const outcomes: (number | string)[] = [];
    const acknowledged: string[] = [];
    let answered = 0;
    let sent = 0;
    // Like a client behind a load balancer: each lane keeps posting until this instance says it is
    // stopping (503), then sends it nothing more.
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (sent < 2_000) {
          sent++;
          const path = leadPaths[sent % leadPaths.length] as LeadPath;
          try {
            const response = await fetch(`${base}${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(validBodies[path]()),
            });
            outcomes.push(response.status);
            if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
            else await response.arrayBuffer();
            if (++answered === 150) first.process.kill('SIGTERM');
            if (response.status === 503) {
              expect(response.headers.get('retry-after')).toBe('5');
              return;
            }
          } catch (error) {
            outcomes.push(String((error as Error).cause ?? error));
            return;
          }
        }
      }),
    );
    expect(await first.exit).toBe(0);
    expect(outcomes.filter((outcome) => outcome !== 201 && outcome !== 503)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === 503)).toHaveLength(16);
    expect(acknowledged.length).toBeGreaterThan(150);

    const second = startApiProcess({ PORT: String(port), DATA_DIR: dataDir });
    await waitForApi(base, second);
    const response = await fetch(`${base}/api/admin/leads`, { headers: { Authorization: `Bearer ${adminToken}` } });
    const stored = new Set(((await response.json()) as { leads: { id: string }[] }).leads.map((lead) => lead.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBe(acknowledged.length);
    second.process.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 180_000);
});
