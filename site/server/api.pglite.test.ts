import { openPglite } from './db/database.ts';
import { defineEndpointTests } from './testing/endpoint-suite.ts';
import { defineLeadMigrationTests } from './testing/migration-suite.ts';

async function openMemory() {
  const db = await openPglite();
  return { db, close: () => db.close() };
}

defineEndpointTests('embedded PGlite', openMemory);
defineLeadMigrationTests('embedded PGlite', openMemory);
