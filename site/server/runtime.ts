/**
 * Start-up shared by `main.ts` (production), `dev.ts` (Vite) and `serve-api.ts` (API only): take
 * DATA_DIR, open and migrate the database, start the outbox and webhook workers, serve, and shut down cleanly on
 * SIGTERM.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { type Api, createApi } from './app.ts';
import { type Clock, systemClock } from './clock.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import {
  checkWritable,
  type DataDirLock,
  describeStorageError,
  diskStorageIo,
  holdDataDir,
  prepareDataDir,
  StorageError,
  type StorageIo,
} from './data-dir.ts';
import { type Database, openDatabase } from './db/database.ts';
import type { FileLayer } from './db/durable-fs.ts';
import { migrate } from './db/migrations.ts';
import { createLogger, errorFields, type Logger } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { type OutboxOptions, OutboxWorker } from './outbox.ts';
import { commonHeaders, type OuterEnv } from './outer-app.ts';
import { pruneIdempotencyKeys } from './store.ts';
import { type WebhookOptions, WebhookWorker } from './webhooks.ts';

export interface StartOptions {
  /** Adds the page routes after the API's, on the outer app. */
  pages?: (server: Hono<OuterEnv>, api: Api) => void;
  /** Wraps the request listener, e.g. to put Vite's middlewares first. */
  wrapListener?: (handle: RequestListener) => RequestListener;
  /** Shut down on SIGTERM and SIGINT. */
  handleSignals?: boolean;
  logger?: Logger;
  mailer?: Mailer;
  clock?: Clock;
  db?: Database;
  /** How the embedded database reaches the disk (tests count syncs through it). */
  fileLayer?: FileLayer;
  /** How DATA_DIR is probed at start and by `/api/ready` (tests make it fail). */
  storageIo?: StorageIo;
  outbox?: Pick<OutboxOptions, 'backoffMs' | 'giveUpAfterMs' | 'leaseMs' | 'pollMs' | 'batchSize' | 'sendTimeoutMs'>;
  webhooks?: Pick<WebhookOptions, 'backoffMs' | 'giveUpAfterMs' | 'leaseMs' | 'pollMs' | 'timeoutMs'>;
  /** Shutdown timings; tests shorten them. */
  shutdown?: Partial<ShutdownTimings>;
  /** How long an answer may make no progress before its connection is dropped; tests shorten it. */
  writeStallMs?: number;
}

export interface RunningServer {
  port: number;
  url: string;
  db: Database;
  worker: OutboxWorker;
  webhooks: WebhookWorker;
  /** Stops taking requests, finishes those in flight, stops the worker and closes the database. */
  close(): Promise<void>;
}

interface ShutdownTimings {
  /** After SIGTERM, requests are still served this long (they may have been sent before it). */
  graceMs: number;
  /** Then new requests get 503 until none has arrived for this long… */
  quietMs: number;
  /** …or this long has passed; then the server stops listening. */
  refuseMaxMs: number;
  /** Connections still open this long after that are cut. */
  forceMs: number;
}

const defaultShutdown: ShutdownTimings = { graceMs: 1_000, quietMs: 300, refuseMaxMs: 5_000, forceMs: 10_000 };

/**
 * HTTP timeouts for an API that takes at most 32 KB: a client gets 15 s for its headers and 30 s
 * for the whole request, and a connection with no traffic at all is closed after 60 s.
 */
const httpTimeouts = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  socketTimeout: 60_000,
  connectionsCheckingInterval: 1_000,
  /** An answer whose client reads none of it for this long (a stalled reader) loses its connection. */
  writeStallTimeout: 20_000,
};

/**
 * Drops connections whose client stopped reading: bytes wait to be written and none has left for
 * `stallMs`. The socket timeout alone does not catch them, since the pending answer keeps them busy.
 */
function dropStalledReaders(server: Server, stallMs: number): () => void {
  const progress = new Map<Socket, { sent: number; since: number }>();
  server.on('connection', (socket: Socket) => {
    progress.set(socket, { sent: 0, since: performance.now() });
    socket.once('close', () => progress.delete(socket));
  });
  const timer = setInterval(
    () => {
      const now = performance.now();
      for (const [socket, seen] of progress) {
        // Bytes handed to the kernel: what the socket counts as written, less what still waits in its buffer.
        const sent = socket.bytesWritten - socket.writableLength;
        if (socket.writableLength === 0 || sent !== seen.sent) {
          seen.sent = sent;
          seen.since = now;
        } else if (now - seen.since >= stallMs) {
          progress.delete(socket);
          // A reset, not a close: a close would leave the unread answer in the kernel's buffers until
          // the peer read it or the kernel gave up.
          socket.resetAndDestroy();
        }
      }
    },
    Math.max(10, Math.min(1_000, stallMs / 4)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** How often expired Idempotency-Keys are deleted. */
const pruneEveryMs = 3_600_000;
/** `/api/ready` reuses a storage probe this long, so polling it cannot turn into a stream of syncs. */
const storageCheckCacheMs = 1_000;

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const storageIo = options.storageIo ?? diskStorageIo;
  const embedded = !options.db && !config.databaseUrl;
  const mailToFiles = !options.mailer && !config.smtpUrl;
  const usesDataDir = embedded || mailToFiles;
  if (usesDataDir) prepareDataDir(config.dataDir, storageIo);
  // One process per DATA_DIR: the embedded database cannot be shared.
  const lock: DataDirLock | undefined = embedded ? await holdDataDir(config.dataDir) : undefined;
  let db: Database | undefined;
  let applied: number;
  try {
    db = options.db ?? (await openDatabaseExplained(config, options.fileLayer, storageIo));
    applied = await migrate(db);
  } catch (error) {
    await db?.close().catch(() => {});
    lock?.release();
    // The pool connects on its first query (the migration): say where it could not reach, and why.
    if (config.databaseUrl && !options.db) throw databaseFailure(config.databaseUrl, error);
    throw error;
  }
  const openDb = db;
  const mailer =
    options.mailer ?? createMailer({ dataDir: config.dataDir, ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}) });
  const worker = new OutboxWorker({
    db: openDb,
    mailer,
    clock,
    logger,
    mailFrom: config.mailFrom,
    siteUrl: config.siteUrl,
    leaseMs: config.outboxLeaseSeconds * 1000,
    ...options.outbox,
  });
  const webhooks = new WebhookWorker({
    db: openDb,
    endpoints: config.webhooks,
    clock,
    logger,
    leaseMs: config.outboxLeaseSeconds * 1000,
    ...options.webhooks,
  });

  let phase: 'serving' | 'grace' | 'refusing' | 'closed' = 'serving';
  let storageChecked: { at: number; error?: unknown } | undefined;
  const checkStorage = usesDataDir
    ? () => {
        const now = performance.now();
        if (!storageChecked || now - storageChecked.at > storageCheckCacheMs) {
          storageChecked = { at: now };
          try {
            checkWritable(config.dataDir, storageIo);
          } catch (error) {
            storageChecked.error = error;
          }
        }
        if (storageChecked.error) throw storageChecked.error;
      }
    : undefined;
  const api = createApi({
    config,
    db: openDb,
    clock,
    logger,
    outbox: {
      wake: () => {
        worker.wake();
        webhooks.wake();
      },
    },
    ...(checkStorage ? { checkStorage } : {}),
    stopping: () => phase !== 'serving',
  });

  // The outer app the API is mounted on takes the pages too, so every request gets one id, log line and error page.
  const server = api.app;
  options.pages?.(server, api);
  const handle = getRequestListener(server.fetch);
  const listener = options.wrapListener ? options.wrapListener(handle) : handle;
  let lastArrival = 0;
  const http: Server = createServer(
    {
      headersTimeout: httpTimeouts.headersTimeout,
      requestTimeout: httpTimeouts.requestTimeout,
      keepAliveTimeout: httpTimeouts.keepAliveTimeout,
      connectionsCheckingInterval: httpTimeouts.connectionsCheckingInterval,
    },
    (request, response) => {
      lastArrival = performance.now();
      if (phase === 'refusing' || phase === 'closed') return refuse(request, response, logger);
      // While shutting down, every answer closes its connection, so clients stop sending on it.
      if (phase === 'grace') response.setHeader('Connection', 'close');
      listener(request, response);
    },
  );
  http.setTimeout(httpTimeouts.socketTimeout);
  // Past the cap new connections are closed at once, so stalled clients cannot take all the memory.
  if (config.maxConnections > 0) http.maxConnections = config.maxConnections;
  const stopStallCheck = dropStalledReaders(http, options.writeStallMs ?? httpTimeouts.writeStallTimeout);
  http.on('connection', () => {
    lastArrival = performance.now();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(config.port, () => {
        http.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    stopStallCheck();
    await openDb.close().catch(() => {});
    lock?.release();
    throw error;
  }
  worker.start();
  // Without endpoints nothing is queued; jobs left from an earlier configuration stay pending, counted in ready.
  if (config.webhooks.length > 0) webhooks.start();
  const prune = () =>
    pruneIdempotencyKeys(openDb, clock.now()).then(
      (count) => count > 0 && logger.info({ count }, 'expired idempotency keys deleted'),
      (error: unknown) => logger.warn({ err: errorFields(error) }, 'could not delete expired idempotency keys'),
    );
  void prune();
  const pruneTimer = setInterval(prune, pruneEveryMs);
  pruneTimer.unref();
  const port = (http.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  // stdout carries JSON log lines only; the message itself keeps the address readable for people.
  logger.info(
    {
      url,
      port,
      dataDir: config.dataDir,
      database: openDb.engine,
      migrationsApplied: applied,
      mail: mailer.description,
      webhooks: config.webhooks.map((endpoint) => new URL(endpoint.url).origin),
      // The runtime in use: the project pins its Node in devDependencies, and this shows which one `npm start` ran.
      node: process.version,
    },
    `Tallowood Digital is running at ${url}`,
  );

  const timings = { ...defaultShutdown, ...options.shutdown };
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      logger.info('shutting down');
      clearInterval(pruneTimer);
      // A request a client sent just before the signal may still be in the kernel's queues (a new
      // connection not yet accepted, or bytes on a keep-alive connection not yet read). So for a
      // moment the server keeps serving, each answer closing its connection; then it answers new
      // requests 503 (ready already says so, so a load balancer stops sending) until they stop
      // coming, and only then stops listening: a listener closed under load resets connections.
      phase = 'grace';
      await sleep(timings.graceMs);
      phase = 'refusing';
      const refusingSince = performance.now();
      while (
        performance.now() - lastArrival < timings.quietMs &&
        performance.now() - refusingSince < timings.refuseMaxMs
      )
        await sleep(50);
      phase = 'closed';
      const force = setTimeout(() => http.closeAllConnections(), timings.forceMs);
      force.unref();
      // close() waits for requests in flight and drops connections that are idle now; the sweep
      // drops the rest as soon as their last answer is out.
      const sweep = setInterval(() => http.closeIdleConnections(), 100);
      await new Promise<void>((resolve) => http.close(() => resolve()));
      clearInterval(sweep);
      stopStallCheck();
      clearTimeout(force);
      await api.idle();
      await Promise.all([worker.stop(), webhooks.stop()]);
      mailer.close();
      await openDb.close();
      lock?.release();
      logger.info('stopped');
    })();
    return closing;
  };

  if (options.handleSignals) {
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'signal received');
      close().then(
        () => process.exit(0),
        (error) => {
          logger.error({ err: errorFields(error) }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }

  return { port, url, db: openDb, worker, webhooks, close };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 503 for a request that arrives while the server stops: the client may retry elsewhere or later. It never reaches
 * the outer app, so it gets its request id and its one log line here.
 */
function refuse(request: IncomingMessage, response: ServerResponse, logger: Logger) {
  const started = performance.now();
  // A client's or proxy's own id is kept on the rule Hono's requestId() applies.
  const given = request.headers['x-request-id'];
  const reqId = typeof given === 'string' && given.length <= 255 && !/[^\w\-=]/.test(given) ? given : randomUUID();
  const api = request.url?.startsWith('/api/') ?? false;
  const body = api
    ? JSON.stringify({ error: 'unavailable', message: 'The server is restarting. Please try again in a moment.' })
    : 'The server is restarting. Please try again in a moment.\n';
  let answered = false;
  const answer = () => {
    if (answered) return;
    answered = true;
    response.writeHead(503, {
      'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Retry-After': '5',
      'Cache-Control': 'no-store',
      ...commonHeaders,
      'X-Request-Id': reqId,
      Connection: 'close',
    });
    response.end(body);
    logger.info(
      {
        reqId,
        method: request.method,
        // The path alone, as the outer app logs it.
        path: (request.url ?? '/').split('?')[0],
        status: 503,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
  // The body is read first: closing a socket with unread bytes in it resets the connection, and the
  // client would never see the answer.
  request.on('end', answer);
  request.on('error', answer);
  request.resume();
  setTimeout(answer, 1_000).unref();
}

const databaseCauses: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'the connection timed out',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  '28P01': 'the password was refused',
  '28000': 'the user is not allowed to connect',
  '3D000': 'the database does not exist',
  '57P03': 'the server is starting up or shutting down',
};

/** The first cause in a chain of errors (and AggregateErrors) that has a code. */
function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 8; depth++) {
    if ((current as { code?: unknown } | null)?.code !== undefined) return current;
    if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
    else if (current instanceof Error && current.cause !== undefined) current = current.cause;
    else return current;
  }
  return current;
}

/**
 * Why the PostgreSQL server at `url` could not be used, naming host, port and database and never the
 * password: `cannot use the database at db.internal:5432/leads: connection refused (ECONNREFUSED)`.
 */
function databaseFailure(url: string, error: unknown): Error {
  const target = new URL(url);
  const where = `${target.hostname}:${target.port || 5432}${target.pathname}`;
  const cause = rootCause(error);
  const code = (cause as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? databaseCauses[code] : undefined;
  const password = decodeURIComponent(target.password);
  let text = known ?? (cause instanceof Error ? cause.message : String(cause));
  if (/timeout exceeded when trying to connect/i.test(text)) text = 'the connection timed out';
  if (password) text = text.replaceAll(password, '***');
  return new Error(`cannot use the database at ${where}: ${text}${typeof code === 'string' ? ` (${code})` : ''}`, {
    cause: error,
  });
}

/** Opens the database; when the embedded one fails, the error names the cause and the folder. */
async function openDatabaseExplained(
  config: ServerConfig,
  fileLayer: FileLayer | undefined,
  storageIo: StorageIo,
): Promise<Database> {
  try {
    return await openDatabase({
      dataDir: config.dataDir,
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
      ...(fileLayer ? { fileLayer } : {}),
    });
  } catch (error) {
    if (config.databaseUrl) throw databaseFailure(config.databaseUrl, error);
    const dir = join(config.dataDir, 'pglite');
    // PGlite reports a full or read-only disk as an errno number or "Aborted()": probe the folder
    // directly to say which.
    checkWritable(config.dataDir, storageIo);
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string') throw describeStorageError(error, dir, 'open the embedded database in');
    throw new StorageError(
      `cannot open the embedded database in ${dir}: ${error instanceof Error ? error.message : String(error)}`,
      undefined,
      dir,
    );
  }
}

/**
 * Starts a server from the command line: configuration from the environment, signals handled, and a
 * failure to start reported in plain words (on stderr and as a JSON log line) with exit code 1.
 */
export async function startFromCommandLine(
  options: (config: ServerConfig) => StartOptions = () => ({}),
): Promise<RunningServer> {
  let config: ServerConfig | undefined;
  try {
    config = loadConfig();
    return await startServer(config, { handleSignals: true, ...options(config) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    createLogger(config?.logLevel ?? 'info').fatal({ err: errorFields(error) }, `cannot start: ${message}`);
    process.stderr.write(`Tallowood Digital cannot start: ${message}\n`);
    process.exit(1);
  }
}
