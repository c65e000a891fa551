/**
 * Leaving the site for another origin (an OAuth provider). One function so tests can
 * replace it: jsdom cannot navigate, and `window.location` cannot be stubbed there.
 */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
