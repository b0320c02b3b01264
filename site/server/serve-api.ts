/** The lead API alone, without pages: `npx tsx site/server/serve-api.ts` (process-level tests use it). */
import { loadConfig } from './config.ts';
import { startServer } from './runtime.ts';

await startServer(loadConfig(), { handleSignals: true });
