/**
 * Next calls register() once per server start, before the first request. The database
 * is migrated (and seeded when empty) here — at start, never during `next build`, whose
 * page-data workers also load this file.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/start');
  await startServer();
}
