import { openPostgres } from './db/database.ts';
import { defineEndpointTests } from './testing/endpoint-suite.ts';
import { defineLeadMigrationTests } from './testing/migration-suite.ts';
import { startPostgres } from './testing/postgres.ts';

/** A throwaway cluster for one suite. */
async function openCluster() {
  const server = await startPostgres();
  const db = await openPostgres(server.url);
  return {
    db,
    async close() {
      await db.close();
      await server.stop();
    },
  };
}

defineEndpointTests('PostgreSQL 15', openCluster);
defineLeadMigrationTests('PostgreSQL 15', openCluster);
