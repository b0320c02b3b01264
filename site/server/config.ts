import { resolve } from 'node:path';

/** Server settings, read once from the environment (see the README's table). */
export interface ServerConfig {
  port: number;
  /** Folder for the embedded database and captured mail. */
  dataDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
  };
}
