/**
 * DATA_DIR has one owner: a second process on it refuses to start and says who holds it; a lock left
 * by a killed process is taken over. A folder that cannot be written is named with its cause, at
 * start and by /api/ready.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  checkWritable,
  type DataDirLock,
  DataDirLockedError,
  lockDataDir,
  lockFileName,
  lockSocketName,
  prepareDataDir,
  type StorageIo,
} from './data-dir.ts';
import { openPglite } from './db/database.ts';
import { startServer } from './runtime.ts';
import { startApiProcess, stopApiProcesses, waitForApi } from './testing/api-process.ts';
import { silentLogger, testConfig } from './testing/harness.ts';
import { freePort } from './testing/postgres.ts';

const children: ChildProcess[] = [];
const folders: string[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lead-api-datadir-'));
  folders.push(dir);
  return dir;
}

afterAll(async () => {
  await stopApiProcesses();
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('one process per DATA_DIR', () => {
  it('refuses a second process with the folder and the holder, and takes over after kill -9', async () => {
    const dataDir = folder();
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const first = startApiProcess({ DATA_DIR: dataDir, PORT: String(firstPort) });
    await waitForApi(`http://127.0.0.1:${firstPort}`, first, '/api/health');

    const second = startApiProcess({ DATA_DIR: dataDir, PORT: String(secondPort) });
    expect(await second.exit).toBe(1);
    expect(second.stderr()).toContain(
      `Tallowood Digital cannot start: DATA_DIR ${dataDir} is already in use by process ${first.process.pid}`,
    );
    expect(second.stderr()).toContain('The embedded database serves one process');
    // The first one never noticed.
    expect((await fetch(`http://127.0.0.1:${firstPort}/api/ready`)).status).toBe(200);

    first.process.kill('SIGKILL');
    await first.exit;
    // The killed process's lock is still there, naming a process that is gone.
    expect(JSON.parse(readFileSync(join(dataDir, lockFileName), 'utf8'))).toMatchObject({ pid: first.process.pid });
    const third = startApiProcess({ DATA_DIR: dataDir, PORT: String(secondPort) });
    await waitForApi(`http://127.0.0.1:${secondPort}`, third, '/api/health');
    expect(JSON.parse(readFileSync(join(dataDir, lockFileName), 'utf8'))).toMatchObject({ pid: third.process.pid });

    // A clean stop leaves no lock behind.
    third.process.kill('SIGTERM');
    expect(await third.exit).toBe(0);
    expect(() => readFileSync(join(dataDir, lockFileName))).toThrow(/ENOENT/);
  }, 180_000);

  it('refuses a second process even when the lock file was removed under the first', async () => {
    const dataDir = folder();
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const first = startApiProcess({ DATA_DIR: dataDir, PORT: String(firstPort) });
    await waitForApi(`http://127.0.0.1:${firstPort}`, first, '/api/health');
    rmSync(join(dataDir, lockFileName));

    const second = startApiProcess({ DATA_DIR: dataDir, PORT: String(secondPort) });
    expect(await second.exit).toBe(1);
    expect(second.stderr()).toContain(
      `Tallowood Digital cannot start: DATA_DIR ${dataDir} is already in use by process ${first.process.pid}`,
    );
    expect((await fetch(`http://127.0.0.1:${firstPort}/api/ready`)).status).toBe(200);

    // Once the first is gone (kill -9 leaves its socket file behind), the folder can be taken.
    first.process.kill('SIGKILL');
    await first.exit;
    const third = startApiProcess({ DATA_DIR: dataDir, PORT: String(secondPort) });
    await waitForApi(`http://127.0.0.1:${secondPort}`, third, '/api/health');
    third.process.kill('SIGTERM');
    expect(await third.exit).toBe(0);
    expect(() => readFileSync(join(dataDir, lockSocketName))).toThrow(/ENOENT/);
  }, 180_000);

  it('names an unusable DATA_DIR and its cause when it cannot start', async () => {
    const child = startApiProcess({ DATA_DIR: '/dev/null/data', PORT: String(await freePort()) });
    expect(await child.exit).toBe(1);
    expect(child.stderr()).toContain(
      'Tallowood Digital cannot start: cannot create /dev/null/data: a file is in the way of the folder (ENOTDIR)',
    );
  }, 60_000);
});

describe('the lock file', () => {
  const locks: DataDirLock[] = [];
  afterEach(() => {
    for (const lock of locks.splice(0)) lock.release();
  });

  const exitedPid = async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.once('exit', resolve));
    return child.pid as number;
  };

  const writeLock = (dir: string, owner: Record<string, unknown>) =>
    writeFileSync(
      join(dir, lockFileName),
      JSON.stringify({ host: 'old-host', since: '2026-01-01T00:00:00Z', ...owner }),
    );

  it('replaces a lock whose process is gone', async () => {
    const dir = folder();
    writeLock(dir, { pid: await exitedPid() });
    locks.push(lockDataDir(dir));
    expect(JSON.parse(readFileSync(join(dir, lockFileName), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('replaces a lock naming this very pid (a previous run in a restarted container)', () => {
    const dir = folder();
    writeLock(dir, { pid: process.pid, started: '1' });
    locks.push(lockDataDir(dir));
    expect(JSON.parse(readFileSync(join(dir, lockFileName), 'utf8')).since).not.toBe('2026-01-01T00:00:00Z');
  });

  /** The lock file's owner, as written. */
  const ownerOf = (dir: string) => JSON.parse(readFileSync(join(dir, lockFileName), 'utf8')) as Record<string, unknown>;

  it('replaces a lock whose pid now belongs to another process (pid reuse)', () => {
    const dir = folder();
    // Our parent runs, but it is not the process that wrote this lock: it started at another time.
    writeLock(dir, { pid: process.ppid, started: '1' });
    locks.push(lockDataDir(dir));
    expect(ownerOf(dir)).toMatchObject({ pid: process.pid });
    expect(ownerOf(dir).started).not.toBe('1');
  });

  it('replaces an unreadable lock left long ago', () => {
    const dir = folder();
    writeFileSync(join(dir, lockFileName), '');
    const old = new Date(Date.now() - 60_000);
    // An empty lock file older than the moment it takes to write one is debris of a crash.
    utimesSync(join(dir, lockFileName), old, old);
    locks.push(lockDataDir(dir));
    expect(ownerOf(dir)).toMatchObject({ pid: process.pid });
  });

  it('waits for a lock being written, and then respects its owner', async () => {
    const dir = folder();
    const path = join(dir, lockFileName);
    const holder = spawn('sleep', ['30']);
    children.push(holder);
    // Another starter has created the file and is about to write its owner into it.
    const owner = JSON.stringify({ pid: holder.pid, host: 'web-2', since: new Date().toISOString() });
    // It writes the owner 50 ms after it is told to, by then already running.
    const writer = spawn(process.execPath, [
      '-e',
      `process.stdout.write('ready'); process.stdin.once('data', () => setTimeout(() => require('node:fs').writeFileSync(${JSON.stringify(path)}, ${JSON.stringify(owner)}), 50));`,
    ]);
    children.push(writer);
    await new Promise((resolve) => writer.stdout?.once('data', resolve));
    // Empty and just made: the moment between creating a lock and writing it.
    writeFileSync(path, '');
    await new Promise((resolve) => writer.stdin?.write('go', resolve));
    // Taking it over now would let two processes share the folder: it must wait, read the owner, and refuse.
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${dir} is already in use by process ${holder.pid} on web-2`);
    expect(ownerOf(dir)).toMatchObject({ pid: holder.pid });
  });

  it('refuses while the holder lives, naming it, also within one process', async () => {
    const dir = folder();
    const holder = spawn('sleep', ['30']);
    children.push(holder);
    writeLock(dir, { pid: holder.pid, host: 'web-1' });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${dir} is already in use by process ${holder.pid} on web-1`);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const lock = lockDataDir(dir);
    locks.push(lock);
    expect(() => lockDataDir(dir)).toThrow(`is already in use by process ${process.pid}`);
  });
});

/** A disk that fails writes with `code`, or reports `freeBytes` free. */
function failingIo(code?: string, freeBytes = 10 * 1024 ** 3): StorageIo {
  return {
    writeProbe() {
      if (code) throw Object.assign(new Error(`${code}: simulated`), { code });
    },
    freeBytes: () => freeBytes,
  };
}

describe('storage that cannot take writes', () => {
  it('says why at start-up, naming the folder', () => {
    const dir = folder();
    expect(() => prepareDataDir(dir, failingIo('EROFS'))).toThrow(
      `cannot write to ${dir}: the file system is read-only (EROFS)`,
    );
    expect(() => prepareDataDir(dir, failingIo('ENOSPC'))).toThrow(
      `cannot write to ${dir}: no space left on the device (ENOSPC)`,
    );
    expect(() => prepareDataDir(dir, failingIo('EACCES'))).toThrow(
      `cannot write to ${dir}: permission denied for user`,
    );
    expect(() => prepareDataDir(dir, failingIo(undefined, 5 * 1024 * 1024))).toThrow(
      `cannot write to ${dir}: only 5 MB free on the device (at least 32 MB needed) (ENOSPC)`,
    );
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, '');
    expect(() => prepareDataDir(join(file, 'data'))).toThrow('a file is in the way of the folder (ENOTDIR)');
    expect(() => checkWritable(dir)).not.toThrow();
  });

  it('names a read-only parent folder as read-only, not as missing', () => {
    const parent = folder();
    const made: string[] = [];
    // What Node does on a read-only file system: the recursive mkdir says ENOENT, a single one EROFS.
    const readOnly = (code: string): StorageIo => ({
      ...failingIo(),
      mkdir(path, recursive) {
        made.push(path);
        if (recursive)
          throw Object.assign(new Error(`ENOENT: no such file or directory, mkdir '${path}'`), { code: 'ENOENT' });
        throw Object.assign(new Error(`${code}: mkdir '${path}'`), { code });
      },
    });
    const dataDir = join(parent, 'a', 'b', 'data');
    expect(() => prepareDataDir(dataDir, readOnly('EROFS'))).toThrow(
      `cannot create ${dataDir}: the file system is read-only (EROFS)`,
    );
    // The first missing folder was the one tried on its own.
    expect(made).toEqual([dataDir, join(parent, 'a')]);
    expect(() => prepareDataDir(dataDir, readOnly('EACCES'))).toThrow(
      `cannot create ${dataDir}: permission denied for user`,
    );
    // A parent that is really missing and creatable is no error.
    expect(() => prepareDataDir(join(parent, 'x', 'data'), failingIo())).not.toThrow();
  });

  it('refuses to start the server on such a folder', async () => {
    await expect(
      startServer(testConfig({ dataDir: folder() }), { logger: silentLogger, storageIo: failingIo('EROFS') }),
    ).rejects.toThrow(/the file system is read-only \(EROFS\)/);
  });

  it('makes /api/ready say not ready when DATA_DIR stops taking writes, and ready again after', async () => {
    let failWith: string | undefined;
    const io: StorageIo = {
      writeProbe(path) {
        if (failWith) throw Object.assign(new Error('simulated'), { code: failWith });
        writeFileSync(path, 'probe');
        rmSync(path);
      },
      freeBytes: () => 10 * 1024 ** 3,
    };
    const db = await openPglite();
    const dataDir = folder();
    const server = await startServer(testConfig({ dataDir, port: 0 }), { logger: silentLogger, db, storageIo: io });
    try {
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      failWith = 'ENOSPC';
      // The probe result is reused for a second, so polling cannot turn into a stream of syncs.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const full = await fetch(`${server.url}/api/ready`);
      expect(full.status).toBe(503);
      expect(await full.json()).toEqual({
        status: 'unavailable',
        reason: `cannot write to ${dataDir}: no space left on the device (ENOSPC)`,
      });
      failWith = undefined;
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
