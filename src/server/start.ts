/**
 * Server start, called from src/instrumentation.ts in the Node.js runtime only. Kept apart
 * from bootstrap.ts because the environment is validated when that module loads: the
 * import itself is what may fail.
 */
export async function startServer(): Promise<void> {
  try {
    const { bootstrapServer } = await import('./bootstrap');
    await bootstrapServer();
  } catch (error) {
    // Next would log this and keep answering every request with a 500; a server with an
    // invalid environment or a database it cannot migrate should stop, visibly.
    const isEnvError = error instanceof Error && error.name === 'EnvError';
    console.error(isEnvError ? error.message : error);
    console.error('Server start aborted.');
    process.exit(1);
  }
}
