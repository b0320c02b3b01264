/**
 * The API as its own process (`serve-api.ts` through tsx), for tests that kill, signal or restart it: its stderr is
 * kept for failure messages, and every process started here is killed by `stopApiProcesses`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { adminToken, eventually } from './harness.ts';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const running: ChildProcess[] = [];

export interface ApiProcess {
  process: ChildProcess;
  /** The end of what the process wrote to stderr. */
  stderr: () => string;
  /** Its exit code, once it has exited. */
  exit: Promise<number | null>;
}

export function startApiProcess(env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'site/server/serve-api.ts'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', ADMIN_TOKEN: adminToken, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.push(child);
  let stderr = '';
  // Drained so a chatty child never blocks on a full pipe; kept for the failure message.
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-16_000);
  });
  const exit = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return { process: child, stderr: () => stderr, exit };
}

/** Waits until `path` answers 200 (a process that exits first fails at once, with what it said). */
export async function waitForApi(base: string, api: ApiProcess, path = '/api/ready'): Promise<void> {
  await eventually(async () => {
    if (api.process.exitCode !== null) throw new Error(`the server exited: ${api.stderr() || '(nothing)'}`);
    try {
      return (await fetch(`${base}${path}`)).status === 200;
    } catch {
      return false;
    }
  }, 90_000).catch((error: Error) => {
    throw new Error(`${error.message}; the server said: ${api.stderr() || '(nothing)'}`);
  });
}

/** Kills what a test left running: a failed assertion must not leave a server behind. */
export async function stopApiProcesses(): Promise<void> {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
