import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';
import type HttpBackend from 'i18next-http-backend';
import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * The browser's translation backend: i18next-http-backend, loaded the first time a
 * namespace is missing. Pages bring their namespaces in their props, so most visits never
 * need it, and its code stays out of every page's first load.
 *
 * Retries stay i18next's (maxRetries, retryTimeout in next-i18next.config.js): a failed
 * load of the backend's own code is reported as retriable, like a failed request, and the
 * next attempt imports it again.
 * @public next-i18next.config.js requires it by name
 */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  private options: [Services, HttpBackendOptions, InitOptions] | undefined;
  private backend: Promise<HttpBackend> | undefined;

  init(services: Services, backendOptions: HttpBackendOptions, i18nextOptions: InitOptions): void {
    this.options = [services, backendOptions, i18nextOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.backend ??= import('i18next-http-backend').then(({ default: Backend }) => {
      const backend = new Backend();
      // Its types declare two parameters; like i18next, it is given i18next's options third.
      (backend.init as BackendModule['init']).call(backend, ...this.options!);
      return backend;
    });
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        this.backend = undefined;
        callback(error instanceof Error ? error : String(error), true);
      },
    );
  }
}
