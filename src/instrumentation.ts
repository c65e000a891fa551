/**
 * Next calls register() once per server start, before the first request. The database
 * is migrated (and seeded when empty) here — at start, never during `next build`, whose
 * page-data workers also load this file.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { isBuildPhase } = await import('./server/build-phase');
  if (isBuildPhase()) return;
  const { startServer } = await import('./server/start');
  await startServer();
}
