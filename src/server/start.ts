/**
 * Server start, called from src/instrumentation.ts in the Node.js runtime only. Kept apart
 * from bootstrap.ts because the environment is validated when that module loads: the
 * import itself is what may fail.
 */
export async function startServer(): Promise<void> {
  try {
    const { bootstrapServer } = await import('./bootstrap');
    await bootstrapServer();
    // The pages `next build` rendered (no data, the build's APP_URL) are rendered afresh:
    // on their first request, and at once in the background (see discard-build-renders.ts).
    if (process.env.NODE_ENV === 'production') {
      const { discardBuildRenders } = await import('./static-pages/discard-build-renders');
      const { warmStaticPages } = await import('./static-pages/warm-static-pages');
      void warmStaticPages(discardBuildRenders());
    }
    // Rate limits are shared through Redis from the first request on (see redis-store.ts).
    const { connectRateLimitStore } = await import('./rate-limit/redis-store');
    await connectRateLimitStore();
    // And the chat's changes reach every instance's push streams from the first one on.
    const { connectChatBus } = await import('./chat-push/chat-push');
    await connectChatBus();
    // The timed and queued work: overdue attempts, unpaid orders, scheduled posts, newsletter
    // sends, receipts and low-stock mails (see src/server/jobs/job-definitions.ts).
    const { startJobs } = await import('./jobs/start-jobs');
    await startJobs();
    const { warnAboutPaymentGateway } = await import('./payments/gateway-notice');
    warnAboutPaymentGateway();
    // Production servers only: `next dev` should stop at once on Ctrl-C.
    if (process.env.NODE_ENV === 'production') {
      const { installGracefulShutdown } = await import('./shutdown');
      installGracefulShutdown();
    }
  } catch (error) {
    // Next would log this and keep answering every request with a 500; a server with an
    // invalid environment or a database it cannot migrate should stop, visibly.
    const isEnvError = error instanceof Error && error.name === 'EnvError';
    console.error(isEnvError ? error.message : error);
    console.error('Server start aborted.');
    process.exit(1);
  }
}
