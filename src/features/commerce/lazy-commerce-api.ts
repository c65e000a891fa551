import type * as CommerceApiModule from './commerce-api';

/**
 * The commerce calls, loaded after the page rather than with it: they bring the axios
 * client (~22 kB gzip), which the static shop pages otherwise do without.
 */
let loaded: Promise<typeof CommerceApiModule> | undefined;

export function commerceApi(): Promise<typeof CommerceApiModule> {
  loaded ??= import('./commerce-api');
  return loaded;
}
