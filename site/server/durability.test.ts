/**
 * A 2xx means the lead is on disk: every WAL byte written before the answer has been synced. Counted
 * through the embedded database's file layer (the calls that reach the disk), not assumed.
 */
import { fdatasyncSync, fsyncSync, mkdtempSync, readlinkSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './app.ts';
import { type Database, openPglite } from './db/database.ts';
import type { FileLayer } from './db/durable-fs.ts';
import { migrate } from './db/migrations.ts';
import { fileMailer, type MailFiles } from './mail/mailer.ts';
import { type LeadPath, leadPaths, post, silentLogger, testConfig, validBodies } from './testing/harness.ts';

const isWal = (path: string) => path.includes(`${sep}pg_wal${sep}`);

/** The real disk, with a record of what reached it. */
function countingLayer() {
  const state = { walWrites: 0, walSyncs: 0, otherSyncs: 0, unsyncedWal: new Set<number>(), synced: [] as string[] };
  const layer: FileLayer = {
    write(fd, buffer, offset, length, position) {
      const written = writeSync(fd, buffer, offset, length, position);
      // Which file the descriptor is, as the kernel sees it (Linux).
      if (isWal(readlinkSync(`/proc/self/fd/${fd}`))) {
        state.walWrites++;
        state.unsyncedWal.add(fd);
      }
      return written;
    },
    sync(fd, path) {
      if (isWal(path)) {
        fdatasyncSync(fd);
        state.walSyncs++;
        state.unsyncedWal.delete(fd);
      } else {
        fsyncSync(fd);
        state.otherSyncs++;
      }
      state.synced.push(path);
    },
  };
  return Object.assign(state, { layer });
}

describe('durable answers on the embedded database', () => {
  let dir: string;
  let db: Database;
  let disk: ReturnType<typeof countingLayer>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lead-api-durable-'));
    disk = countingLayer();
    db = await openPglite(join(dir, 'pglite'), { fileLayer: disk.layer });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('syncs a new database whole before it takes a lead', () => {
    expect(disk.synced).toContain(join(dir, 'pglite', 'PG_VERSION'));
    expect(disk.synced).toContain(join(dir, 'pglite', 'global', 'pg_control'));
    expect(disk.synced).toContain(dir);
  });

  it('syncs the WAL holding each lead before its 201, one sync per commit under load', async () => {
    const { app } = createApi({ config: testConfig(), db, logger: silentLogger });
    // One at a time: each answer needs a sync of its own.
    for (let n = 0; n < 12; n++) {
      const path = leadPaths[n % leadPaths.length] as LeadPath;
      const syncsBefore = disk.walSyncs;
      const response = await post(app, path, validBodies[path]());
      expect(response.status).toBe(201);
      expect(disk.walSyncs).toBeGreaterThan(syncsBefore);
      expect(disk.unsyncedWal.size).toBe(0);
    }

    // A burst: answers share commits (group commit), and none comes before its commit's sync.
    const syncsBefore = disk.walSyncs;
    const unsyncedAtAnswer: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, n) => {
        const path = leadPaths[n % leadPaths.length] as LeadPath;
        const response = await post(app, path, validBodies[path]());
        unsyncedAtAnswer.push(disk.unsyncedWal.size);
        return response.status;
      }),
    );
    expect(answers).toEqual(Array(60).fill(201));
    expect(unsyncedAtAnswer).toEqual(Array(60).fill(0));
    const burstSyncs = disk.walSyncs - syncsBefore;
    expect(burstSyncs).toBeGreaterThan(0);
    expect(burstSyncs).toBeLessThan(60);
    expect(disk.walWrites).toBeGreaterThan(0);
  });
});

describe('captured mail files', () => {
  it('syncs each message before its rename, and the folder after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lead-api-mailfiles-'));
    const calls: string[] = [];
    const files: MailFiles = {
      mkdir: async (path) => calls.push(`mkdir ${path}`),
      writeSynced: async (path) => {
        calls.push(`write+sync ${path.endsWith('.eml.tmp') ? 'message.eml.tmp' : path}`);
      },
      rename: async (from, to) => {
        calls.push(`rename ${from.endsWith('.eml.tmp') && to.endsWith('.eml') ? 'tmp→eml' : '?'}`);
      },
      syncDir: async (path) => {
        calls.push(`sync dir ${path}`);
      },
    };
    const mailer = fileMailer(join(dir, 'mail'), files);
    await mailer.send({
      messageId: '<0b7c4a52-1f7e-4d43-9a3a-3f0f5f0e2c11@site.test>',
      from: 'Tallowood Digital <hello@tallowood.digital>',
      to: 'reader@example.com',
      subject: 'Subject',
      text: 'Body',
      html: '<p>Body</p>',
    });
    expect(calls).toEqual([
      `mkdir ${join(dir, 'mail')}`,
      `sync dir ${dir}`,
      'write+sync message.eml.tmp',
      'rename tmp→eml',
      `sync dir ${join(dir, 'mail')}`,
    ]);
    mailer.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
