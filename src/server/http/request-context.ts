import { AsyncLocalStorage } from 'node:async_hooks';

/** What the server knows of the request it is serving, wherever in its code it is. */
export interface RequestContext {
  requestId: string;
}

// On globalThis: Next evaluates server modules once per bundle (the API's, the pages', the
// instrumentation's), and each copy must see the request its caller started.
const holder = globalThis as typeof globalThis & { __learnhubRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = (holder.__learnhubRequestContext ??= new AsyncLocalStorage<RequestContext>());

/**
 * Runs `work` as part of serving a request (the API's handler wrapper, the pages' data
 * functions): every log line written meanwhile by the process's logger, from any service
 * however deep, carries the request's id (src/server/http/logger.ts).
 */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The request being served, if any (none in timers, at start, at build). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
