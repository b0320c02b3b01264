import { openPostgres } from './db/database.ts';
import { defineEndpointTests } from './testing/endpoint-suite.ts';
import { startPostgres } from './testing/postgres.ts';

defineEndpointTests('PostgreSQL 15', async () => {
  const server = await startPostgres();
  const db = await openPostgres(server.url);
  return {
    db,
    async close() {
      await db.close();
      await server.stop();
    },
  };
});
