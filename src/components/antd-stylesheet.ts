import { preload } from 'react-dom';

/**
 * public/styles/antd-<hash>.css, found by next.config.js and written into the build (Next
 * inlines `process.env` names from its `env` config); unset outside a Next build (tests).
 */
export const antdStylesheetHref = (): string | undefined => process.env.ANTD_STYLESHEET_HREF || undefined;

/** The back office's stylesheet (public/styles/antd-admin-<hash>.css), the same way. */
export const adminAntdStylesheetHref = (): string | undefined => process.env.ADMIN_ANTD_STYLESHEET_HREF || undefined;

/**
 * Starts fetching antd's stylesheet before a page that needs it is shown. After a
 * client-side navigation React shows such a page only once its stylesheet has loaded, and
 * finds that out only when it renders the page, after the page's script has arrived: one
 * more round trip on every first visit to a form. Called when the visitor shows intent
 * (hover, touch, focus on a link to one), as Next prefetches the page's script then. Kept
 * apart from AntdProvider so a page without antd can call it without bundling antd.
 */
export function preloadAntdStylesheet(): void {
  const href = antdStylesheetHref();
  if (href) preload(href, { as: 'style' });
}
