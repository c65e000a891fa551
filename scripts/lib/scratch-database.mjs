// @ts-check
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A throwaway database on the PostgreSQL server that `serverUrl` points at, for a run that
 * needs one of its own: the integration tests, the benchmark, the chat load test and the
 * e2e outage journey. Created empty under a random name (so parallel runs never meet);
 * `drop()` removes it, forcing out any connection still open.
 *
 * @param {string} serverUrl any database URL on the server (its database name is ignored)
 * @param {string} prefix    the new database's name starts with it (letters, digits, _)
 * @param {string} [template] a database to copy (the tests' migrated template) instead of an empty one
 * @returns {Promise<{ name: string, url: string, drop: () => Promise<void> }>}
 */
export async function createScratchDatabase(serverUrl, prefix, template) {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`not a database name prefix: ${prefix}`);
  if (template !== undefined && !/^[a-z_][a-z0-9_]*$/.test(template))
    throw new Error(`not a database name: ${template}`);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** @param {string} serverUrl @param {string} statement */
async function adminQuery(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
