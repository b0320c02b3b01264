/**
 * Start-up shared by `main.ts` (production), `dev.ts` (Vite) and `serve-api.ts` (API only): open and
 * migrate the database, start the outbox worker, serve, and shut down cleanly on SIGTERM.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApi } from './app.ts';
import { type Clock, systemClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { createLogger, errorFields, type Logger } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { type OutboxOptions, OutboxWorker } from './outbox.ts';

export interface StartOptions {
  /** Adds the page routes after the API's. */
  pages?: (server: Hono) => void;
  /** Wraps the request listener, e.g. to put Vite's middlewares first. */
  wrapListener?: (handle: RequestListener) => RequestListener;
  /** Shut down on SIGTERM and SIGINT. */
  handleSignals?: boolean;
  logger?: Logger;
  mailer?: Mailer;
  clock?: Clock;
  db?: Database;
  outbox?: Pick<OutboxOptions, 'backoffMs' | 'giveUpAfterMs' | 'leaseMs' | 'pollMs' | 'batchSize'>;
}

export interface RunningServer {
  port: number;
  url: string;
  db: Database;
  worker: OutboxWorker;
  /** Stops taking requests, finishes those in flight, stops the worker and closes the database. */
  close(): Promise<void>;
}

const shutdownGraceMs = 10_000;
/** How long after SIGTERM requests already on their way are still taken. */
const drainGraceMs = 1_000;

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  mkdirSync(config.dataDir, { recursive: true });
  const db =
    options.db ??
    (await openDatabase({
      dataDir: config.dataDir,
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    }));
  const applied = await migrate(db);
  const mailer =
    options.mailer ?? createMailer({ dataDir: config.dataDir, ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}) });
  const worker = new OutboxWorker({
    db,
    mailer,
    clock,
    logger,
    mailFrom: config.mailFrom,
    siteUrl: config.siteUrl,
    leaseMs: config.outboxLeaseSeconds * 1000,
    ...options.outbox,
  });
  const api = createApi({ config, db, clock, logger, outbox: worker });

  const server = new Hono();
  server.route('/', api.app);
  options.pages?.(server);
  const handle = getRequestListener(server.fetch);
  const listener = options.wrapListener ? options.wrapListener(handle) : handle;
  let draining = false;
  const http: Server = createServer((request, response) => {
    // While shutting down, every answer closes its connection, so clients stop sending on it.
    if (draining) response.setHeader('Connection', 'close');
    listener(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, () => {
      http.off('error', reject);
      resolve();
    });
  });
  worker.start();
  const port = (http.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  // stdout carries JSON log lines only; the message itself keeps the address readable for people.
  logger.info(
    { url, port, dataDir: config.dataDir, database: db.engine, migrationsApplied: applied, mail: mailer.description },
    `Tallowood Digital is running at ${url}`,
  );

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      logger.info('shutting down');
      draining = true;
      // A request a client sent just before the signal may still be in the kernel's queues (a new
      // connection not yet accepted, or bytes on a keep-alive connection not yet read); closing
      // the listener or the connection now would reset it. So for a moment the server keeps
      // answering, each answer closing its connection, and only then stops listening.
      await new Promise((resolve) => setTimeout(resolve, drainGraceMs));
      const force = setTimeout(() => http.closeAllConnections(), shutdownGraceMs);
      force.unref();
      // close() waits for requests in flight and drops connections that are idle now; the sweep
      // drops the rest as soon as their last answer is out.
      const sweep = setInterval(() => http.closeIdleConnections(), 100);
      await new Promise<void>((resolve) => http.close(() => resolve()));
      clearInterval(sweep);
      clearTimeout(force);
      await api.idle();
      await worker.stop();
      mailer.close();
      await db.close();
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

  return { port, url, db, worker, close };
}
