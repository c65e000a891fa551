import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { inBackground } from '@/server/background-work';
import { getDatabase, getDb, setDatabase } from '@/server/db/client';
import { logger } from '@/server/http/logger';
import { settleBeforeExit } from '@/server/shutdown';
import { openTestDatabase } from './helpers/databases';

afterAll(() => setDatabase(undefined));

it('before the exit, lets the work replies left running finish, then closes the database for good', async () => {
  const { database } = await openTestDatabase('pglite');
  setDatabase(database);
  // A reply that said "sent" left its mail work running.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let finished = false;
  inBackground(
    async () => {
      await gate;
      await getDb().execute(sql`select 1`);
      finished = true;
    },
    logger,
    'a mail',
  );

  const settling = settleBeforeExit();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(finished).toBe(false);
  release();
  await settling;
  expect(finished).toBe(true);
  // Nothing opens a second database while the process exits.
  expect(() => getDatabase()).toThrow(/process is exiting/);
});
