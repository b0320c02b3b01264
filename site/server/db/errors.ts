/** Telling "the database cannot serve right now" from a fault in a request. */

/** The database is down, unreachable, out of space or stopped: the request may succeed later (503). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// SQLSTATE classes: 08 connection exception, 53 insufficient resources (disk full, out of memory),
// 57 operator intervention (shutdown, cancel), 58 system error (I/O).
const unavailableStates = /^(?:08|53|57|58)[0-9A-Z]{3}$/;
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOSPC',
  'EROFS',
  'EIO',
  'EDQUOT',
]);
const unavailableMessages =
  /Connection terminated|connection error|timeout exceeded when trying to connect|database is closed|PGlite is closed|Aborted\(/i;

/** Whether `error` says the database cannot serve, as opposed to a bad statement or a bug. */
export function unavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (error instanceof WebAssembly.RuntimeError) return true;
  if (error instanceof AggregateError && error.errors.some(unavailable)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (unavailableStates.test(code) || networkCodes.has(code))) return true;
  return error instanceof Error && unavailableMessages.test(error.message);
}
