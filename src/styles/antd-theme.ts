import type { ThemeConfig } from 'antd';

/**
 * The site's antd theme. Shared by the runtime ConfigProvider (AntdProvider, in
 * src/components/antd-provider.tsx) and the build-time extraction
 * (scripts/extract-antd-css.tsx) so both produce the same class names and CSS variables.
 *
 * - `cssVar.key` is fixed: it becomes the class name scoping the variables; derived from
 *   React's useId it could differ between the build and the runtime (STACK.md).
 * - `hashed: false`: one antd version in the app, so hashed class names only add bytes.
 * - Text colours that pass WCAG AA (4.5:1 on white), where antd's own do not:
 *   `colorTextDescription` (form help texts) is the site's muted text ($color-text-muted),
 *   not #8c8c8c (3.4:1); `colorError` (field errors, danger buttons) is antd's red 7,
 *   #cf1322 (5.6:1), not red 6, #ff4d4f (3.3:1); `colorPrimaryHover` darkens the blue
 *   (6.5:1 under white text; links hover the same) where antd lightens it (#4782ff, 3.7:1);
 *   Descriptions' labels (the back office's fact lists) take the muted text too.
 */
export const antdTheme: ThemeConfig = {
  cssVar: { key: 'app', prefix: 'ant' },
  hashed: false,
  token: {
    colorPrimary: '#1f5eff',
    colorPrimaryHover: '#1a4fe0',
    colorLink: '#1f5eff',
    colorLinkHover: '#1a4fe0',
    colorTextDescription: '#5b6675',
    colorError: '#cf1322',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: { Descriptions: { labelColor: '#5b6675' } },
};

/**
 * At runtime no CSS is generated: every antd style comes from the file built once by
 * `npm run styles:antd` (STACK.md measured ~6x the throughput against per-request extraction).
 */
export const runtimeAntdTheme: ThemeConfig = { ...antdTheme, zeroRuntime: true };
