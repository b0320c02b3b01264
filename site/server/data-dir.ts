/**
 * DATA_DIR: one owner at a time, and plain words when it cannot be used.
 *
 * The embedded database serves one process: two on the same folder overwrite each other's pages and
 * lose acknowledged leads. The owner holds `DATA_DIR/lead-api.lock`, created with O_EXCL and holding its
 * pid, for its whole life. A lock whose process is gone (a crash, `kill -9`, a reboot) is stale and is
 * replaced; pid reuse is caught by comparing the process's start time (Linux).
 *
 * A file can be deleted under a running owner, so the owner also listens on a UNIX-domain socket,
 * `DATA_DIR/lead-api.sock`, and answers each connection with who it is. A listening socket is held by
 * the kernel for as long as the process lives: a starter that reaches it refuses, whatever became of
 * the lock file; a socket file nobody listens on (its owner died) refuses the connection and is stale.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statfsSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const lockFileName = 'lead-api.lock';
export const lockSocketName = 'lead-api.sock';

/** Who holds a DATA_DIR, as written in its lock file. */
export interface LockOwner {
  pid: number;
  host: string;
  /** Linux boot id: a different one means the machine restarted since. */
  bootId: string | null;
  /** Start time of the process in clock ticks since boot (Linux), to tell a reused pid apart. */
  started: string | null;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `DATA_DIR ${dataDir} is already in use by process ${owner.pid} on ${owner.host} (since ${owner.since}). ` +
        'The embedded database serves one process: stop that process, give this one its own DATA_DIR, ' +
        'or set DATABASE_URL so that several instances share one PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** DATA_DIR (or a file in it) cannot be used; the message names the cause and the path. */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly path: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** What a file-system error means for the folder, in plain words. */
export function describeStorageError(error: unknown, path: string, doing = 'write to'): StorageError {
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? code : undefined;
  const reason =
    known === 'EROFS'
      ? `cannot ${doing} ${path}: the file system is read-only`
      : known === 'ENOSPC' || known === 'EDQUOT'
        ? `cannot ${doing} ${path}: no space left on the device`
        : known === 'EACCES' || known === 'EPERM'
          ? `cannot ${doing} ${path}: permission denied for user ${process.getuid?.() ?? 'unknown'}`
          : known === 'ENOTDIR' || known === 'EEXIST'
            ? `cannot ${doing} ${path}: a file is in the way of the folder`
            : `cannot ${doing} ${path}: ${error instanceof Error ? error.message : String(error)}`;
  return new StorageError(`${reason}${known ? ` (${known})` : ''}`, known, path);
}

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStartTime(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) may hold spaces and parentheses; fields after it are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: readProc('/proc/sys/kernel/random/boot_id'),
    started: processStartTime(process.pid),
    since: new Date().toISOString(),
  };
}

/** Whether the process named in a lock file still runs. */
function ownerAlive(owner: LockOwner): boolean {
  const bootId = readProc('/proc/sys/kernel/random/boot_id');
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  // Our own pid in a lock we did not take: a previous run that had the same pid (containers restart
  // with the same small pids).
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as { code?: string }).code === 'ESRCH') return false;
    // EPERM: the process exists but belongs to another user.
  }
  if (owner.started) {
    const started = processStartTime(owner.pid);
    if (started !== null && started !== owner.started) return false;
  }
  return true;
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return undefined;
    return {
      pid: value.pid,
      host: typeof value.host === 'string' ? value.host : 'unknown',
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
      started: typeof value.started === 'string' ? value.started : null,
      since: typeof value.since === 'string' ? value.since : 'unknown',
    };
  } catch {
    return undefined;
  }
}

const sleepCell = new Int32Array(new SharedArrayBuffer(4));
const sleepSync = (ms: number) => Atomics.wait(sleepCell, 0, 0, ms);

/** Creates `path` holding `content` only if it does not exist; false when it does. */
function createExclusive(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** Folders locked by this process: a second open in the same process is refused too. */
const heldHere = new Set<string>();

export interface DataDirLock {
  readonly path: string;
  /** Who holds it: this process. */
  readonly owner: LockOwner;
  /** Removes the lock file (only if it is still ours). Also runs at process exit. */
  release(): void;
}

/**
 * Takes DATA_DIR for this process, or throws `DataDirLockedError` naming the holder. A stale lock
 * (its process is gone) is replaced under a short-lived guard file, so two processes starting at the
 * same moment never both take it over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  const path = join(dir, lockFileName);
  if (heldHere.has(dir)) throw new DataDirLockedError(dir, { ...currentOwner(), since: 'earlier in this process' });
  const me = currentOwner();
  const content = `${JSON.stringify(me)}\n`;
  const guard = `${path}.takeover`;
  let taken = false;
  try {
    for (let attempt = 0; attempt < 100 && !taken; attempt++) {
      if (createExclusive(path, content)) {
        taken = true;
        break;
      }
      const text = readText(path);
      if (text === undefined) continue;
      const owner = parseOwner(text);
      // A lock file being written this very moment reads empty for an instant.
      if (!owner && ageMs(path) < 2_000) {
        sleepSync(20);
        continue;
      }
      if (owner && ownerAlive(owner)) throw new DataDirLockedError(dir, owner);
      if (!createExclusive(guard, content)) {
        // Another starter is replacing the stale lock; a guard left by a crash expires.
        if (ageMs(guard) > 10_000) unlinkSync(guard);
        sleepSync(20);
        continue;
      }
      try {
        // Still the stale lock we judged? Then it is ours to replace.
        if (readText(path) === text) {
          unlinkSync(path);
          taken = createExclusive(path, content);
        }
      } finally {
        unlinkSync(guard);
      }
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error;
    throw describeStorageError(error, path, 'create the lock file');
  }
  if (!taken) throw new StorageError(`could not take the lock file ${path}`, undefined, path);
  heldHere.add(dir);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(dir);
    process.off('exit', release);
    try {
      if (readText(path) === content) unlinkSync(path);
    } catch {
      // Nothing more can be done at exit; the next start sees a stale lock and replaces it.
    }
  };
  process.on('exit', release);
  return { path, owner: me, release };
}

/**
 * Where the owner listens: the socket file in DATA_DIR, or, when that path is too long for a UNIX
 * socket address, a Linux abstract socket named after the folder's device and inode.
 */
function lockSocketPath(dir: string): string {
  const path = join(dir, lockSocketName);
  if (Buffer.byteLength(path) <= 100) return path;
  const { dev, ino } = statSync(dir);
  return `\0tallowood-lead-api-${dev}-${ino}`;
}

/** The owner listening on `path`, or undefined when nobody does (no socket, or a stale one). */
function askOwner(path: string, dir: string): Promise<LockOwner | undefined> {
  return new Promise((resolve) => {
    let text = '';
    let settled = false;
    const socket = createConnection(path);
    const done = (owner: LockOwner | undefined) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(owner);
    };
    // Someone listens but does not say who: the lock file may still name it.
    const listening = () =>
      parseOwner(readText(join(dir, lockFileName)) ?? '') ?? {
        pid: 0,
        host: 'unknown',
        bootId: null,
        started: null,
        since: 'unknown',
      };
    socket.setEncoding('utf8');
    socket.setTimeout(2_000, () => done(listening()));
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (text.includes('\n')) done(parseOwner(text) ?? listening());
    });
    socket.on('end', () => done(parseOwner(text) ?? listening()));
    socket.on('error', () => done(undefined));
  });
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Takes DATA_DIR for this process for as long as it lives: the lock file (see `lockDataDir`) and a
 * listening socket the kernel holds for the process. Throws `DataDirLockedError` naming the holder when
 * another process listens there, even if its lock file was removed.
 */
export async function holdDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = resolve(dataDir);
  const path = lockSocketPath(dir);
  const holder = await askOwner(path, dir);
  if (holder) throw new DataDirLockedError(dir, holder);
  const lock = lockDataDir(dir);
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.end(`${JSON.stringify(lock.owner)}\n`);
  });
  try {
    // Ours to replace now that the lock file is ours: a socket file left by an owner that died.
    if (!path.startsWith('\0')) rmSync(path, { force: true });
    await listen(server, path);
  } catch (error) {
    lock.release();
    if ((error as { code?: string }).code === 'EADDRINUSE') {
      const owner = await askOwner(path, dir);
      if (owner) throw new DataDirLockedError(dir, owner);
    }
    throw describeStorageError(error, join(dir, lockSocketName), 'listen on the lock socket');
  }
  // The socket only has to exist; it must not keep the process alive.
  server.unref();
  let released = false;
  return {
    path: lock.path,
    owner: lock.owner,
    release() {
      if (released) return;
      released = true;
      // Closing a listening UNIX socket removes its file.
      server.close();
      lock.release();
    },
  };
}

/** Space a start needs at the least: room for a new WAL segment and a few mails. */
const minimumFreeBytes = 32 * 1024 * 1024;

/** The file-system calls the storage checks make; tests inject failing ones. */
export interface StorageIo {
  writeProbe(path: string): void;
  freeBytes(dir: string): number;
  /** Creates a folder (with its parents when `recursive`); the disk's own by default. */
  mkdir?(path: string, recursive: boolean): void;
}

const diskMkdir = (path: string, recursive: boolean) => {
  mkdirSync(path, { recursive });
};

/**
 * The real reason a folder could not be created. Node's recursive mkdir reports a read-only file
 * system as ENOENT; creating the first missing folder on its own says EROFS (or EACCES …).
 */
function mkdirFailure(dataDir: string, error: unknown, mkdir: (path: string, recursive: boolean) => void): unknown {
  if ((error as { code?: unknown } | null)?.code !== 'ENOENT') return error;
  let missing = resolve(dataDir);
  for (;;) {
    const parent = dirname(missing);
    if (parent === missing) return error;
    if (existsSync(parent)) break;
    missing = parent;
  }
  try {
    mkdir(missing, false);
  } catch (cause) {
    return cause;
  }
  return error;
}

export const diskStorageIo: StorageIo = {
  writeProbe(path) {
    const fd = openSync(path, 'w');
    try {
      writeSync(fd, Buffer.alloc(4096, 0x2e));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      unlinkSync(path);
    }
  },
  freeBytes(dir) {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  },
};

/**
 * Whether DATA_DIR takes a synced write and has room: a `StorageError` naming the cause otherwise.
 * Used at start-up (after creating the folder) and by `/api/ready`.
 */
export function checkWritable(dataDir: string, io: StorageIo = diskStorageIo): void {
  const probe = join(dataDir, '.write-probe');
  try {
    io.writeProbe(probe);
  } catch (error) {
    throw describeStorageError(error, dataDir);
  }
  let free: number;
  try {
    free = io.freeBytes(dataDir);
  } catch {
    return;
  }
  if (free < minimumFreeBytes)
    throw new StorageError(
      `cannot write to ${dataDir}: only ${Math.floor(free / 1024 / 1024)} MB free on the device (at least ${minimumFreeBytes / 1024 / 1024} MB needed) (ENOSPC)`,
      'ENOSPC',
      dataDir,
    );
}

/** Creates DATA_DIR if needed and checks it can be written, naming the cause when not. */
export function prepareDataDir(dataDir: string, io: StorageIo = diskStorageIo): void {
  const mkdir = io.mkdir ?? diskMkdir;
  try {
    mkdir(dataDir, true);
  } catch (error) {
    throw describeStorageError(mkdirFailure(dataDir, error, mkdir), dataDir, 'create');
  }
  checkWritable(dataDir, io);
}
