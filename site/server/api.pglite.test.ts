import { openPglite } from './db/database.ts';
import { defineEndpointTests } from './testing/endpoint-suite.ts';

defineEndpointTests('embedded PGlite', async () => {
  const db = await openPglite();
  return { db, close: () => db.close() };
});
