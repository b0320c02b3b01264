/** The lead API alone, without pages: `npx tsx site/server/serve-api.ts` (process-level tests use it). */
import { startFromCommandLine } from './runtime.ts';

await startFromCommandLine();
