/**
 * The embedded database's files, made durable. PGlite runs PostgreSQL in WebAssembly on Emscripten's
 * NODEFS, which writes through to real files under `DATA_DIR/pglite` but turns every fsync into a no-op,
 * and PGlite starts PostgreSQL with `-F` (fsync off). Here NODEFS gets a real fsync and PostgreSQL runs
 * with fsync on and `wal_sync_method=fsync` (Emscripten's fdatasync() is a no-op; its fsync() reaches
 * the file system), so PostgreSQL's own rules apply: a commit returns only after its WAL is on disk,
 * and a checkpoint syncs data files before it lets WAL go.
 */
import { closeSync, fdatasyncSync, fsyncSync, openSync, readdirSync, statSync, writeSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** How the database reaches the disk; tests inject their own to count syncs or fail writes. */
export interface FileLayer {
  /** Makes the open file `fd` (at `path`) durable. */
  sync(fd: number, path: string): void;
  write(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null): number;
}

const walFolder = `${sep}pg_wal${sep}`;

export const diskFileLayer: FileLayer = {
  // WAL segments are preallocated, so their data is all that changes: fdatasync is enough for them.
  sync: (fd, path) => (path.includes(walFolder) ? fdatasyncSync(fd) : fsyncSync(fd)),
  write: (fd, buffer, offset, length, position) => writeSync(fd, buffer, offset, length, position),
};

/** PGlite's start parameters with fsync on. */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((parameter) => parameter !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

/** The parts of Emscripten's NODEFS this module touches. */
interface NodefsInternals {
  realPath(node: unknown): string;
  tryFSOperation<T>(operation: () => T): T;
  stream_ops: {
    fsync?: (stream: { nfd: number; node: unknown }) => number;
    write: (
      stream: { nfd: number; node: unknown },
      buffer: Uint8Array,
      offset: number,
      length: number,
      position: number | null,
    ) => number;
  };
}

/** NODEFS with a real fsync, through `layer`. */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly layer: FileLayer = diskFileLayer,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const layer = this.layer;
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (module: { NODEFS: unknown }) => {
            const nodefs = module.NODEFS as NodefsInternals;
            // Errors become errno values, so PostgreSQL sees a failed fsync or write as such (and stops
            // rather than carry on with data it cannot trust).
            nodefs.stream_ops.fsync = (stream) =>
              nodefs.tryFSOperation(() => {
                layer.sync(stream.nfd, nodefs.realPath(stream.node));
                return 0;
              });
            nodefs.stream_ops.write = (stream, buffer, offset, length, position) =>
              nodefs.tryFSOperation(() => layer.write(stream.nfd, buffer, offset, length, position));
          },
        ],
      },
    };
  }
}

/**
 * Syncs every file and folder under `dir`, and `dir`'s own entry in its parent: a new cluster is
 * written by initdb without syncs, so it is made durable once before the first lead lands in it.
 */
export function syncTree(dir: string, layer: FileLayer = diskFileLayer): number {
  let count = 0;
  const syncPath = (path: string) => {
    const fd = openSync(path, 'r');
    try {
      layer.sync(fd, path);
      count++;
    } finally {
      closeSync(fd);
    }
  };
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else syncPath(path);
    }
    syncPath(folder);
  };
  walk(dir);
  syncPath(dirname(dir));
  return count;
}
